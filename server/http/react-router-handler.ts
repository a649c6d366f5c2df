import { randomBytes } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceRouterContext } from "../../app/lib/nonce.ts";
import { hasSessionCookie } from "../auth/private-cache.ts";
import { getSessionUser } from "../auth/session-user.ts";
import { type CachedPage, cacheGeneration, getCachedPage, storePage } from "../cache/page-cache.ts";
import { databaseRecentlyUnavailable, retryAfterSeconds } from "../db/availability.ts";
import { answerTooLarge, bodyLimitFor, FORM_LIMIT } from "./body-limits.ts";
import { bodyTooLarge, sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { checkPageRequest } from "./form-inspection.ts";
import { unavailablePage } from "./unavailable-page.ts";

// Serves React Router pages. Anonymous GETs are answered from the page cache when possible
// (with ETag/304 and pre-compressed bodies); anything rendered for a signed-in user is private.

const DEFAULT_PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * The news form's image allowance (about 11 MB) is for admins, the only people whose post it can
 * be; anyone else's body there is held to the form limit, so a visitor's post never makes the
 * server hold megabytes before the action refuses it. Sign-up's picture is the one exception: a
 * visitor's by nature (ADR 0091).
 */
async function pageBodyLimit(req: ExpressRequest) {
  const limit = bodyLimitFor(req.path);
  if (limit <= FORM_LIMIT || req.method === "GET" || req.method === "HEAD") return limit;
  if (req.path === "/signUp") return limit;
  const user = await getSessionUser(fromNodeHeaders(req.headers));
  return user?.isAdmin ? limit : FORM_LIMIT;
}

function sendCached(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  res.status(page.status);
  for (const [key, value] of page.headers) res.setHeader(key, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  if (req.get("if-none-match") === page.etag) {
    res.status(304).end();
    return;
  }
  const accepts = req.acceptsEncodings("br", "gzip", "identity");
  const [encoding, body] =
    accepts === "br"
      ? ["br", page.brotli]
      : accepts === "gzip"
        ? ["gzip", page.gzip]
        : [null, page.body];
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

function isCacheable(response: Response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/private|no-store|no-cache/.test(cacheControl)
  );
}

export function reactRouterHandler(
  build: () => Promise<ServerBuild>,
  mode: string,
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  // In development every edit must show at once.
  const cacheEnabled = mode !== "development";
  return async (req, res, next) => {
    try {
      const anonymous = !hasSessionCookie(req.get("cookie"));
      const cacheKey = req.originalUrl;
      const useCache = cacheEnabled && anonymous && (req.method === "GET" || req.method === "HEAD");
      const hit = useCache ? getCachedPage(cacheKey) : undefined;
      if (hit) return sendCached(req, res, hit);

      const generation = cacheGeneration();
      const context = new RouterContextProvider();
      context.set(nonceRouterContext, randomBytes(16).toString("base64"));
      // A posted form is read whole (within its limit) before any action runs.
      const request = await checkPageRequest(toFetchRequest(req, res, await pageBodyLimit(req)));
      if (!(request instanceof Request)) {
        if (request.status === 413 || bodyTooLarge(res)) return answerTooLarge(req, res);
        if (request.allow) res.set("Allow", request.allow);
        return void res.status(request.status).type("text/plain").send(request.message);
      }
      const response = await handle(request, context);
      if (bodyTooLarge(res)) {
        await response.body?.cancel();
        return answerTooLarge(req, res);
      }
      if (response.status >= 500 && databaseRecentlyUnavailable()) {
        // The render failed because the database is out of reach: say so, and when to retry.
        await response.body?.cancel();
        res
          .status(503)
          .set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" });
        res.type("html").send(unavailablePage);
        return;
      }
      // A page rendered for a signed-in user is never stored (privateWhenSignedIn marks it private).
      if (!anonymous) return await sendFetchResponse(res, response);
      // A HEAD render has no body, so only GET answers are stored (HEAD is served from them).
      if (!useCache || req.method !== "GET" || !isCacheable(response)) {
        return await sendFetchResponse(res, response);
      }
      if (!response.headers.has("cache-control")) {
        response.headers.set("Cache-Control", DEFAULT_PUBLIC_CACHE);
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([key]) => key !== "content-length");
      const page = storePage(cacheKey, generation, { status: response.status, headers, body });
      if (page) return sendCached(req, res, page);
      await sendFetchResponse(res, new Response(body, { status: response.status, headers }));
    } catch (error) {
      next(error);
    }
  };
}
