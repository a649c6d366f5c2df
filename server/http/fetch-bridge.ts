import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { bodyLimitFor, countedBody } from "./body-limits.ts";

// Express requests become fetch Requests for React Router and Better Auth, whose answers are
// written back. The one body reader in front of both: counted as it streams (body-limits.ts).

/** True once the request's body went past its limit; the answer must then be 413. */
export function bodyTooLarge(res: ExpressResponse) {
  return res.locals.bodyTooLarge === true;
}

export function toFetchRequest(req: ExpressRequest, res: ExpressResponse) {
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = countedBody(req, bodyLimitFor(req.path), () => {
      res.locals.bodyTooLarge = true;
    });
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Answers 413: the rest of the body is never read, so the connection cannot carry another request. */
export function sendTooLarge(req: ExpressRequest, res: ExpressResponse) {
  const limit = bodyLimitFor(req.path);
  const message = `The request is too large. The limit is ${Math.round(limit / 1024).toLocaleString("en-GB")} kB.`;
  res.set("Connection", "close").set("Cache-Control", "no-store").status(413);
  if (req.path.startsWith("/api/")) res.json({ success: false, message });
  else res.type("text/plain").send(message);
}

// Headers the app's response decides alone, replacing what middleware set earlier (the document's
// CSP carries its own nonce; the reset page asks for no referrer at all).
const replacedHeaders = new Set(["content-security-policy", "cache-control", "referrer-policy"]);

export async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  // A refused oversized body is left unread, so the connection cannot carry another request.
  if (response.status === 413) res.setHeader("Connection", "close");
  for (const [key, value] of response.headers) {
    if (replacedHeaders.has(key)) res.setHeader(key, value);
    else res.append(key, value);
  }
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor went away mid-response: nothing is left to answer.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
