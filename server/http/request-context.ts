import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logContext } from "../logger.ts";
import { metricsEnabled, observeRequest } from "../metrics/metrics.ts";

// Every request, before anything else answers it (server/main.ts): its id and its metrics.
// The id joins nginx's access line, the app's log lines and the answer (X-Request-Id). One that
// nginx or the client sent is kept when it is a plain token; anything else (too long, spaces,
// quotes or control characters that would forge log fields) is replaced by a new one.

const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(sent: string | string[] | undefined) {
  return typeof sent === "string" && SANE_ID.test(sent) ? sent : randomUUID();
}

/** The request's id, for log lines written outside its async context (on "finish"). */
export function currentRequestId() {
  return logContext.getStore()?.reqId;
}

export function withRequestContext(
  req: IncomingMessage,
  res: ServerResponse,
  routeOf: (pathname: string) => string,
  handle: () => void,
) {
  const reqId = requestIdOf(req.headers["x-request-id"]);
  req.headers["x-request-id"] = reqId;
  res.setHeader("X-Request-Id", reqId);
  if (metricsEnabled()) {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pathname = (req.url ?? "/").split("?")[0] ?? "/";
      observeRequest(routeOf(pathname), req.method ?? "GET", res.statusCode, seconds);
    });
  }
  logContext.run({ reqId }, handle);
}
