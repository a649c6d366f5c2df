import type { RequestHandler } from "express";

// A client that sends slowly holds a connection, and enough of them hold them all: the review
// (L4) trickled a body at one byte every 10 s and kept its connection past 130 s (Node's default
// request timeout is 300 s). ADR 0124.
// - Headers must be whole within 10 s (Node's headersTimeout; an idle keep-alive connection
//   waiting for its next request is not timed by it).
// - A body gets BODY_GRACE_MS, plus one second for every MIN_BODY_RATE bytes that have arrived,
//   the rule of Apache's mod_reqtimeout: any real connection keeps well ahead of it, while a
//   trickle is answered 408 and closed within seconds.
// - Nothing takes longer than two minutes (Node's requestTimeout), time enough for the largest
//   upload (11 MB) at under 1 Mbit/s.

export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  // How often Node checks the two timeouts above (its default, 30 s, would let them overrun).
  connectionsCheckingInterval: 1_000,
} as const;

const BODY_GRACE_MS = 10_000;
/** Bytes per second a body must average past the grace period: 16 kB/s, about 128 kbit/s. */
const MIN_BODY_RATE = 16 * 1024;

const SLOW_BODY = "The request took too long to arrive.";

function hasBody(headers: { "content-length"?: string; "transfer-encoding"?: string }) {
  return Number(headers["content-length"] ?? 0) > 0 || headers["transfer-encoding"] !== undefined;
}

export const refuseSlowBodies: RequestHandler = (req, res, next) => {
  if (!hasBody(req.headers)) return next();
  const socket = req.socket;
  const startedAt = Date.now();
  const bytesAtStart = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => clearTimeout(timer);
  const check = () => {
    if (req.complete || socket.destroyed) return;
    const allowedMs = BODY_GRACE_MS + ((socket.bytesRead - bytesAtStart) / MIN_BODY_RATE) * 1000;
    const leftMs = startedAt + allowedMs - Date.now();
    if (leftMs > 0) {
      timer = setTimeout(check, leftMs);
      timer.unref();
      return;
    }
    if (res.headersSent) return void socket.destroy();
    const json = req.path.startsWith("/api/");
    res
      .status(408)
      .set({ Connection: "close", "Cache-Control": "no-store" })
      .type(json ? "application/json" : "text/plain")
      .end(json ? JSON.stringify({ success: false, message: SLOW_BODY }) : SLOW_BODY, () =>
        socket.destroy(),
      );
  };
  req.on("end", stop);
  req.on("close", stop);
  timer = setTimeout(check, BODY_GRACE_MS);
  timer.unref();
  next();
};
