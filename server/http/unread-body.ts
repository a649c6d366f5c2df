import type { Request, Response } from "express";
import { declaresBody } from "./slow-requests.ts";

// An answer given before a request's body was read (a refusal). The client may still be sending,
// and a server that closes with data unread makes TCP reset the connection, which loses the
// answer; a server that keeps the connection must first read the whole body, however long. So
// the answer is written whole at once (its length declared, so the client can read it while still
// sending), the rest of the body is read and dropped (for a few seconds at most: then the connection is
// cut), and the connection is closed after it, never left half-read for a next request.

/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
const LINGER_MS = 5_000;

/** Writes `payload` as the whole answer (status and headers already set) and closes afterwards. */
export function answerBeforeBody(req: Request, res: Response, payload: Buffer) {
  res.set({
    "Content-Length": String(payload.length),
    // no-transform: compression would hold the answer back until the end.
    "Cache-Control": "no-store, no-transform",
    Connection: "close",
  });
  // A HEAD's answer has no body: written, it would never be sent, headers and all.
  if (req.method === "HEAD") return void res.end();
  if (req.complete) return void res.end(payload);
  res.write(payload);
  const cutOff = setTimeout(() => req.socket.destroy(), LINGER_MS);
  cutOff.unref();
  req.on("end", () => {
    clearTimeout(cutOff);
    res.end();
  });
  req.resume();
}

/** Whether the request's body has not been read: a refusal must not leave it on the connection. */
export function bodyUnread(req: Request) {
  return declaresBody(req.headers) && !req.complete;
}
