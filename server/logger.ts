import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { getConfig } from "./config.ts";

// The one logger of the server: JSON lines through pino. Every layer logs through it, so it lives
// beside config.ts rather than in http/ (domain code never imports from http/).

/**
 * Hides the secrets a URL can carry (ADR 0068): a password-reset token in the path, and token,
 * code and state parameters (reset and confirmation links, OAuth callbacks). Applied to every log
 * line as it is written, whatever field or error message holds the URL.
 */
export function redactSecrets(text: string) {
  return text
    .replace(/(\/reset-password\/)[^"?#\s/\\&]+/g, "$1[redacted]")
    .replace(/([?&](?:token|code|state|id_token|access_token)=)[^&#"\s\\]+/gi, "$1[redacted]");
}

/**
 * The request a line is written for. Domain code logs through the module's logger, not a
 * per-request child (pino-http's req.log), so the request id rides the async context instead and
 * every line written while a request is served carries it as `reqId`, pino-http's field name.
 */
export const logContext = new AsyncLocalStorage<{ reqId: string }>();

export const logger = pino(
  {
    level: getConfig().NODE_ENV === "test" ? "warn" : getConfig().LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
    mixin: () => {
      const context = logContext.getStore();
      return context ? { reqId: context.reqId } : {};
    },
  },
  { write: (line: string) => process.stdout.write(redactSecrets(line)) },
);
