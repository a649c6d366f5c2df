import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { databaseRecentlyUnavailable } from "#server/db/availability.ts";
import { reportError } from "#server/error-reporting/error-reporting.ts";
import { documentOpenerPolicy, markSentOpen } from "#server/http/opener-policy.ts";
import { documentPolicy } from "#server/http/security-headers.ts";
import { logger } from "#server/logger.ts";
import { NonceContext, nonceRouterContext } from "./lib/nonce.ts";
import { wholeDocumentContext } from "./lib/whole-document.ts";
import { routeOpenToOpener } from "./route-table.ts";

// React Router's default Node entry, plus the per-request CSP nonce (every inline script the
// framework writes carries it, and the document's Content-Security-Policy allows exactly it). An
// anonymous read of a page open to its opener drops the opener policy and says so in its head
// (opener-policy.ts). Otherwise the document is React Router's own: its stylesheet link, module
// preloads and <Scripts> as the framework writes them (docs/architecture.md, "How a page loads").

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceRouterContext);
  // A page that asks to be framed by the site's own pages (the editor's Preview, ADR 0109) says so
  // with X-Frame-Options: SAMEORIGIN; every other page may be framed by nobody.
  const framedBySite = responseHeaders.get("X-Frame-Options") === "SAMEORIGIN";
  const policy = nonce ? documentPolicy(nonce, { framedBySite }) : undefined;
  if (policy) responseHeaders.set("Content-Security-Policy", policy);
  const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route;
  const openerPolicy = documentOpenerPolicy(request, responseStatusCode, routeOpenToOpener(leaf));
  if (openerPolicy) responseHeaders.set("Cross-Origin-Opener-Policy", openerPolicy);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get("user-agent");
  // Crawlers and the page cache's copy get the whole document at once; a browser rendered for
  // itself gets the shell as soon as it is ready.
  const whole =
    loadContext.get(wholeDocumentContext) ||
    (userAgent && isbot(userAgent)) ||
    routerContext.isSpaMode;
  const readyOption = whole ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines a large finished Suspense boundary (streams a placeholder, then swaps the
        // content in with a script). Pages must read whole without JavaScript, so finished
        // boundaries are always written in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          if (openerPolicy === undefined) {
            pipe(body);
          } else {
            const shell = markedShell(body);
            pipe(shell.destination);
            shell.release();
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reach handleError below; later ones only here.
          if (shellRendered) {
            logger.error({ err: error }, "render failed after the shell was sent");
            reportError(error, { source: "react-router", ...whereOf(request) });
          }
        },
      },
    );
  });
}

/** The method and path of a failed request, for its report (only the route's pattern is sent). */
function whereOf(request: Request) {
  return { method: request.method, pathname: new URL(request.url).pathname };
}

/**
 * Loader, action and render errors React Router catches, as JSON log lines carrying the
 * request's id (server/logger.ts) rather than its default console.error, and reported to
 * ERROR_REPORTING_DSN when set. A request the visitor abandoned is not an error. A refusal React
 * Router makes itself (405 for a method a route lacks, a resource route's thrown 4xx) is an info
 * line, not an error. Logged but not reported: a failure while the database is out of reach, which is answered 503
 * (react-router-handler.ts): an outage that healthz shows, not a report for every request.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    // Anyone can cause these at will (a POST to a page with no form): one line, no stack, no alert.
    logger.info({ status: error.status, url: request.url }, "request refused by the router");
    return;
  }
  logger.error({ err: error, url: request.url }, "unexpected error while loading or rendering");
  if (databaseRecentlyUnavailable()) return;
  reportError(error, { source: "react-router", ...whereOf(request) });
};

/**
 * A destination for React's stream whose writes, until `release`, are held: called right after
 * `pipe` returns, they are the shell (the whole document but for boundaries still loading),
 * marked as sent without the opener policy (markSentOpen) and passed on as one. Later writes go
 * straight through.
 */
function markedShell(body: PassThrough) {
  let shell: Buffer[] | null = [];
  const release = () => {
    if (!shell) return;
    const html = Buffer.concat(shell);
    shell = null;
    body.write(markSentOpen(html));
  };
  const destination = new Writable({
    // Never full: React writes the whole shell without waiting for a drain.
    highWaterMark: 1 << 30,
    write(chunk: Buffer, _encoding, callback) {
      if (shell) shell.push(chunk);
      else body.write(chunk);
      callback();
    },
    final(callback) {
      release();
      body.end();
      callback();
    },
  });
  return { destination, release };
}
