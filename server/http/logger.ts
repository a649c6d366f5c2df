import type { ServerResponse } from "node:http";
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

/**
 * One JSON line per request, written when the response has been sent; nothing is done at all
 * when the level leaves request lines out. `ip` is asked for only then: resolving it through the
 * trusted proxies costs more than the rest of a page-cache hit.
 */
export function logWhenSent(
  res: ServerResponse,
  request: { method?: string; url?: string },
  ip: () => string | undefined,
) {
  if (!logger.isLevelEnabled("info")) return;
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({
      method: request.method,
      url: request.url,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      ip: ip(),
    });
  });
}

export const requestLogger: RequestHandler = (req, res, next) => {
  logWhenSent(res, { method: req.method, url: req.originalUrl }, () => req.ip);
  next();
};
