import type { RequestHandler } from "express";
import pino from "pino";
import { getConfig } from "../config.ts";

export const logger = pino({
  level: getConfig().NODE_ENV === "test" ? "warn" : getConfig().LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
});

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
