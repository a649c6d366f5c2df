import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import compression from "compression";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceRouterContext } from "../../app/lib/nonce.ts";
import { hasSessionCookie } from "../auth/private-cache.ts";
import type { PageCacheKeys } from "../cache/cache-key.ts";
import { publicPage } from "../cache/public-page.ts";
import { databaseRecentlyUnavailable, retryAfterSeconds } from "../db/availability.ts";
import { sendCached } from "./send-cached.ts";
import { unavailablePage } from "./unavailable-page.ts";
import { writeBody } from "./write-body.ts";

// Serves React Router pages. Anonymous GET and HEAD requests go through the page cache (ADR 4,
// ADR 0081): keyed by path and declared query parameters (server/cache/cache-key.ts), rendered
// once per key at a time and served stale while one re-render replaces an outdated entry
// (server/cache/public-page.ts), with ETag/304 and bodies compressed once. Anything rendered for
// a signed-in user, or any form post, is rendered for that request and compressed per response.

const DEFAULT_PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const compress = compression();

function fetchHeaders(req: ExpressRequest) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

function origin(req: ExpressRequest) {
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

/** The visitor's own request, aborted when they go away. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse) {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fetchHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(`${origin(req)}${req.originalUrl}`, init);
}

// Headers the app's response decides alone, replacing what middleware set earlier (the document's
// CSP carries its own nonce).
const replacedHeaders = new Set(["content-security-policy", "cache-control"]);

function setHeaders(res: ExpressResponse, headers: Iterable<[string, string]>) {
  for (const [key, value] of headers) {
    if (replacedHeaders.has(key)) res.setHeader(key, value);
    else res.append(key, value);
  }
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  // A refused oversized body is left unread, so the connection cannot carry another request.
  if (response.status === 413) res.setHeader("Connection", "close");
  setHeaders(res, response.headers);
  if (!response.body) return void res.end();
  await writeBody(response.body, res);
}

function sendUnavailable(res: ExpressResponse) {
  res.status(503).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" });
  res.type("html").send(unavailablePage);
}

export function reactRouterHandler(
  build: () => Promise<ServerBuild>,
  mode: string,
  keys: PageCacheKeys,
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  // In development every edit must show at once.
  const cacheEnabled = mode !== "development";

  const render = (request: Request) => {
    const context = new RouterContextProvider();
    context.set(nonceRouterContext, randomBytes(16).toString("base64"));
    return handle(request, context);
  };

  /** A render for one visitor: signed in, or a form post. Compressed per response. */
  async function renderOwn(req: ExpressRequest, res: ExpressResponse) {
    const response = await render(toFetchRequest(req, res));
    if (response.status >= 500 && databaseRecentlyUnavailable()) {
      // The render failed because the database is out of reach: say so, and when to retry.
      await response.body?.cancel();
      return sendUnavailable(res);
    }
    await new Promise<void>((resolve, reject) => {
      compress(req, res, () => sendResponse(res, response).then(resolve, reject));
    });
  }

  async function servePublic(req: ExpressRequest, res: ExpressResponse) {
    const key = (await keys.ready())(req.originalUrl);
    // Rendered from the canonical URL, as GET (a HEAD is answered from the stored page).
    const renderCanonical = () =>
      render(new Request(`${origin(req)}${key}`, { method: "GET", headers: fetchHeaders(req) }));
    const outcome = await publicPage(key, renderCanonical, DEFAULT_PUBLIC_CACHE);
    if (outcome.kind === "page") return sendCached(req, res, outcome.page);
    if (outcome.kind === "unavailable") return sendUnavailable(res);
    if (outcome.kind === "own") return renderOwn(req, res);
    const shared = new Response(req.method === "HEAD" ? null : new Uint8Array(outcome.body), {
      status: outcome.status,
      headers: outcome.headers,
    });
    await new Promise<void>((resolve, reject) => {
      compress(req, res, () => sendResponse(res, shared).then(resolve, reject));
    });
  }

  return async (req, res, next) => {
    try {
      const anonymous = !hasSessionCookie(req.headers.cookie);
      const read = req.method === "GET" || req.method === "HEAD";
      if (cacheEnabled && anonymous && read) await servePublic(req, res);
      else await renderOwn(req, res);
    } catch (error) {
      next(error);
    }
  };
}
