import type { RequestHandler } from "express";
import pino from "pino";
import { getConfig } from "../config.ts";

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

export const logger = pino(
  {
    level: getConfig().NODE_ENV === "test" ? "warn" : getConfig().LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
  },
  { write: (line: string) => process.stdout.write(redactSecrets(line)) },
);

/** One JSON line per request, written when the response has been sent. */
export const requestLogger: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      ip: req.ip,
    });
  });
  next();
};
