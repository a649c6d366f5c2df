import type { IncomingMessage, Server, ServerResponse } from "node:http";
import compression from "compression";
import express from "express";
import proxyAddr from "proxy-addr";
import { requestScope } from "../audit/request-scope.ts";
import { stampClientIp } from "../auth/client-ip.ts";
import { privateWhenSignedIn } from "../auth/private-cache.ts";
import { pageCacheKeys } from "../cache/cache-key.ts";
import { markPagesStale } from "../cache/page-cache.ts";
import { startCoordination, stopCoordination, withClusterLock } from "../cluster/coordination.ts";
import { allowLeaderJobs, setLeading, stopLeaderJobs } from "../cluster/leader-jobs.ts";
import { assertSessionMode } from "../cluster/session-mode.ts";
import { getConfig } from "../config.ts";
import { closeDb } from "../db/client.ts";
import { databaseAnswers, migrateDatabase } from "../db/migrate.ts";
import {
  errorReportingEnabled,
  flushErrorReports,
  reportRoutesWith,
  reportCrash as reportUncaught,
  startErrorReporting,
} from "../error-reporting/error-reporting.ts";
import { startMailQueue, stopMailQueue } from "../mail/mail-queue.ts";
import { metricsEnabled } from "../metrics/metrics.ts";
import { startMetricsServer } from "../metrics/metrics-server.ts";
import { routePatterns } from "../metrics/route-pattern.ts";
import { uploadsFolder, uploadsPath } from "../storage/local-store.ts";
import { apiRouter } from "./api-router.ts";
import { authHandler } from "./auth-handler.ts";
import { crossSiteGuard } from "./cross-site-guard.ts";
import { reloadOutdatedTab } from "./outdated-tab.ts";
import { pageCacheHit } from "./page-cache-hit.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { reportUnexpectedErrors } from "./report-unexpected-errors.ts";
import { withRequestContext } from "./request-context.ts";
import {
  allowedMethods,
  refuseBadHost,
  refuseDeclaredOversize,
  refuseNulInUrl,
  refuseOtherTargets,
} from "./request-guards.ts";
import { requestLogger } from "./request-logger.ts";
import {
  securityHeaderList,
  securityHeaders,
  securityOptionsFromConfig,
} from "./security-headers.ts";
import { signUpDoor } from "./sign-up-door.ts";
import { refuseSlowBodies } from "./slow-requests.ts";

// The whole web application as one Express app: bundled by Vite into build/server/index.js for
// production, loaded through Vite's SSR loader in development. server/main.ts owns the process.

let ready = false;

/** The security headers of every answer: the app's own, and main.ts's static files too. */
export const securityHeadersMiddleware = securityHeaders(securityOptionsFromConfig());

export const app = express();
app.disable("x-powered-by");
// Who may set the client address through X-Forwarded-For (TRUST_PROXY, ADR 0065).
app.set("trust proxy", getConfig().TRUST_PROXY);
app.use(stampClientIp);
app.use(requestLogger);
app.use(allowedMethods);
app.use(refuseBadHost);
app.use(refuseOtherTargets);
app.use(refuseNulInUrl);
app.use(refuseDeclaredOversize);
app.use(refuseSlowBodies);
app.use(requestScope);
app.use(securityHeadersMiddleware);
app.use(privateWhenSignedIn);

app.get("/healthz", async (_req, res) => {
  const ok = ready && (await databaseAnswers());
  res.set("Cache-Control", "no-store");
  res.status(ok ? 200 : 503).json({ ok });
});

app.use(crossSiteGuard(getConfig().siteUrl));

// JSON answers are compressed per response; pages compress in reactRouterHandler (cached ones once).
app.use("/api", compression());
// Better Auth reads the body itself (counted, like every page's), so it comes before any parser.
app.all("/api/auth/*splat", authHandler);
app.use("/api", apiRouter);

// Uploaded images (local store): server-generated names never reused, so cached for a year.
app.use(
  uploadsPath,
  express.static(uploadsFolder(getConfig().dataDir), {
    immutable: true,
    maxAge: "1y",
    index: false,
    setHeaders: (res) => res.set("X-Content-Type-Options", "nosniff"),
  }),
  (_req, res) => {
    res.status(404).end();
  },
);

// Before the sign-up page's body is read: every post there uses its address's allowance.
app.use(signUpDoor);

// An outdated tab's route discovery, before React Router (server/http/outdated-tab.ts).
app.get("/__manifest", reloadOutdatedTab);

const serverBuild = () => import("virtual:react-router/server-build");
const pageKeys = pageCacheKeys(serverBuild);
app.use(reactRouterHandler(serverBuild, getConfig().NODE_ENV, pageKeys));
app.use(reportUnexpectedErrors);

// Metrics and error reports name a request's route by its pattern, never its path.
let routeOf = (_pathname: string) => "unmatched";
if (metricsEnabled() || errorReportingEnabled()) {
  void serverBuild().then((build) => {
    routeOf = routePatterns(build);
    reportRoutesWith(routeOf);
  });
}

/**
 * Runs `handle` (the page cache's hot path, then Express) inside the request's context: its
 * X-Request-Id, the `reqId` of its log lines, its metrics (server/http/request-context.ts).
 */
export function inRequestContext(req: IncomingMessage, res: ServerResponse, handle: () => void) {
  withRequestContext(req, res, routeOf, handle);
}

/**
 * Answers a request from the page cache when it can, before Express (server/main.ts); false
 * leaves it to the app.
 */
export const servePageCacheHit = pageCacheHit({
  keyOf: pageKeys.current,
  headers: securityHeaderList(securityOptionsFromConfig()),
  clientIp: (req) => proxyAddr(req, app.get("trust proxy fn")),
});

/**
 * Prepares the database (applies pending migrations, one process at a time when several start
 * together) and joins the other processes (ADR 0080); healthz answers 200 after this.
 */
let metricsServer: Server | undefined;

export async function start() {
  const { METRICS_PORT, METRICS_HOST } = getConfig();
  // Loaded beside the database's preparation rather than before it (ADR 0155).
  const reporting = startErrorReporting();
  if (METRICS_PORT !== undefined)
    metricsServer = await startMetricsServer(METRICS_PORT, METRICS_HOST);
  await assertSessionMode();
  await withClusterLock("migrations", (session) => migrateDatabase(undefined, session));
  await startCoordination({ onInvalidate: markPagesStale, onLeadership: setLeading });
  await startMailQueue();
  await reporting;
  ready = true;
}

/** For main.ts's handler of what nothing caught: logged, reported, sent, before it exits. */
export const reportCrash = reportUncaught;

/**
 * Work that must neither delay readiness nor fail start-up: main.ts calls this once the server
 * listens, and the leading process runs it in the background (ADR 0043, ADR 0080).
 */
export function startBackgroundWork() {
  allowLeaderJobs();
}

/** Releases the database; called once the HTTP server has finished its in-flight requests. */
export async function stop() {
  ready = false;
  metricsServer?.close();
  // Background work still using the database ends first (fetches under way are abandoned).
  await stopLeaderJobs();
  await stopMailQueue();
  await stopCoordination();
  await closeDb();
  await flushErrorReports(2_000);
}
