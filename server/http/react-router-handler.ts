import { randomBytes } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import compression from "compression";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceRouterContext } from "../../app/lib/nonce.ts";
import { wholeDocumentContext } from "../../app/lib/whole-document.ts";
import { getSessionUser } from "../auth/session-user.ts";
import { isSharedRead } from "../auth/signed-session-cookie.ts";
import type { PageCacheKeys } from "../cache/cache-key.ts";
import { publicPage } from "../cache/public-page.ts";
import { getConfig } from "../config.ts";
import { databaseRecentlyUnavailable, retryAfterSeconds } from "../db/availability.ts";
import { answerTooLarge, bodyLimitFor, FORM_LIMIT, isSignUpPath } from "./body-limits.ts";
import { bodyTooLarge, sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { checkPageRequest } from "./form-inspection.ts";
import { sendCached } from "./send-cached.ts";
import { unavailablePage } from "./unavailable-page.ts";

// Serves React Router pages. Anonymous GET and HEAD requests go through the page cache (ADR 4,
// ADR 0081): keyed by path and declared query parameters (server/cache/cache-key.ts), rendered
// once per key at a time and served stale while one re-render replaces an outdated entry
// (server/cache/public-page.ts), with ETag/304 and bodies compressed once. Anything rendered for
// a signed-in user, or any form post, is rendered for that request and compressed per response.

const DEFAULT_PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const compress = compression();

/**
 * The news form's image allowance (about 11 MB) is for admins, the only people whose post it can
 * be; anyone else's body there is held to the form limit, so a visitor's post never makes the
 * server hold megabytes before the action refuses it. Sign-up's picture is the one exception: a
 * visitor's by nature (ADR 0091), and bounded to 5 MB for that reason (ADR 0093).
 */
async function pageBodyLimit(req: ExpressRequest) {
  const limit = bodyLimitFor(req.path);
  if (limit <= FORM_LIMIT || req.method === "GET" || req.method === "HEAD") return limit;
  if (isSignUpPath(req.path)) return limit;
  const user = await getSessionUser(fromNodeHeaders(req.headers));
  return user?.isEditor ? limit : FORM_LIMIT;
}

function sendUnavailable(res: ExpressResponse) {
  res.status(503).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" });
  res.type("html").send(unavailablePage);
}

/** Written through the compression middleware: answers that are not stored compress per response. */
function sendCompressed(req: ExpressRequest, res: ExpressResponse, response: Response) {
  return new Promise<void>((resolve, reject) => {
    compress(req, res, () => sendFetchResponse(res, response).then(resolve, reject));
  });
}

/**
 * React Router's handler for the build. Given a function, React Router loads the build and
 * derives its route tables again on every request (createStaticHandler flattening and ranking
 * every route: 5 % of a signed-in render's CPU), which only development's reloading needs; in
 * production they are derived once, from the build loaded once.
 */
function requestHandlerFor(build: () => Promise<ServerBuild>, mode: string) {
  if (mode === "development") return createRequestHandler(build, mode);
  let loaded: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (...args: Parameters<ReturnType<typeof createRequestHandler>>) => {
    loaded ??= build().then((built) => createRequestHandler(built, mode));
    return (await loaded)(...args);
  };
}

export function reactRouterHandler(
  build: () => Promise<ServerBuild>,
  mode: string,
  keys: PageCacheKeys,
): RequestHandler {
  const handle = requestHandlerFor(build, mode);
  // In development every edit must show at once.
  const cacheEnabled = mode !== "development";

  /** `whole` for the page cache's copy (app/lib/whole-document.ts). */
  const render = (request: Request, whole = false) => {
    const context = new RouterContextProvider();
    context.set(nonceRouterContext, randomBytes(16).toString("base64"));
    context.set(wholeDocumentContext, whole);
    return handle(request, context);
  };

  /** A render for one visitor: signed in, or a form post. */
  async function renderOwn(req: ExpressRequest, res: ExpressResponse) {
    // A posted form is read whole (within its limit) before any action runs.
    const request = await checkPageRequest(toFetchRequest(req, res, await pageBodyLimit(req)));
    if (!(request instanceof Request)) {
      if (request.status === 413 || bodyTooLarge(res)) return answerTooLarge(req, res);
      if (request.allow) res.set("Allow", request.allow);
      return void res.status(request.status).type("text/plain").send(request.message);
    }
    const response = await render(request);
    if (bodyTooLarge(res)) {
      await response.body?.cancel();
      return answerTooLarge(req, res);
    }
    if (response.status >= 500 && databaseRecentlyUnavailable()) {
      // The render failed because the database is out of reach: say so, and when to retry.
      await response.body?.cancel();
      return sendUnavailable(res);
    }
    await sendCompressed(req, res, response);
  }

  async function servePublic(req: ExpressRequest, res: ExpressResponse) {
    const key = (await keys.ready())(req.originalUrl);
    // Rendered from the canonical URL, as GET (a HEAD is answered from the stored page), on the
    // site's own origin and with none of this visitor's headers: what is stored is served to
    // everyone, so nothing one visitor sends may shape it. A Host of "x#" once had the home page
    // stored as /privacy (attack review of 2026-11-25).
    const renderCanonical = () =>
      render(new Request(`${getConfig().siteUrl}${key}`, { method: "GET" }), true);
    const outcome = await publicPage(key, renderCanonical, DEFAULT_PUBLIC_CACHE);
    if (outcome.kind === "page") return sendCached(req, res, outcome.page);
    if (outcome.kind === "unavailable") return sendUnavailable(res);
    if (outcome.kind === "own") return renderOwn(req, res);
    // A bodiless status (204, 205, 304) is sent without a body (ADR 0147).
    const bodiless = req.method === "HEAD" || [204, 205, 304].includes(outcome.status);
    const shared = new Response(bodiless ? null : new Uint8Array(outcome.body), {
      status: outcome.status,
      headers: outcome.headers,
    });
    await sendCompressed(req, res, shared);
  }

  return async (req, res, next) => {
    try {
      // A session cookie whose signature fails cannot sign anyone in, so it gets the shared page:
      // a forged one no longer buys a full render per request (attack review of 2026-11-28).
      const shared = cacheEnabled && (await isSharedRead(req.method, req.headers.cookie));
      await (shared ? servePublic(req, res) : renderOwn(req, res));
    } catch (error) {
      next(error);
    }
  };
}
