import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { logger } from "../logger.ts";
import { currentRequestId } from "./request-context.ts";

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
  // "finish" fires outside the request's async context: its id is taken now.
  const reqId = currentRequestId();
  res.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({
      reqId,
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
