import express from "express";
import { requestScope } from "../audit/request-scope.ts";
import { stampClientIp } from "../auth/client-ip.ts";
import { privateWhenSignedIn } from "../auth/private-cache.ts";
import { getConfig } from "../config.ts";
import { closeDb } from "../db/client.ts";
import { databaseAnswers, migrateDatabase } from "../db/migrate.ts";
import { uploadsFolder, uploadsPath } from "../storage/local-store.ts";
import { startThumbnailBackfill, stopThumbnailBackfill } from "../videos/thumbnail-backfill.ts";
import { apiRouter } from "./api-router.ts";
import { authHandler } from "./auth-handler.ts";
import { crossSiteGuard } from "./cross-site-guard.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import {
  allowedMethods,
  refuseBadHost,
  refuseDeclaredOversize,
  refuseNulInUrl,
} from "./request-guards.ts";
import { requestLogger } from "./request-logger.ts";
import { securityHeaders, securityOptionsFromConfig } from "./security-headers.ts";

// The whole web application as one Express app: bundled by Vite into build/server/index.js for
// production, loaded through Vite's SSR loader in development. server/main.ts owns the process.

let ready = false;

/** The security headers of every answer: the app's own, and main.ts's static files too. */
export const securityHeadersMiddleware = securityHeaders(securityOptionsFromConfig());

export const app = express();
app.disable("x-powered-by");
// Who may set the client address through X-Forwarded-For (TRUST_PROXY, ADR 0065).
app.set("trust proxy", getConfig().TRUST_PROXY);
app.use(requestLogger);
app.use(allowedMethods);
app.use(refuseBadHost);
app.use(refuseNulInUrl);
app.use(refuseDeclaredOversize);
app.use(requestScope);
app.use(securityHeadersMiddleware);
app.use(stampClientIp);
app.use(privateWhenSignedIn);

app.get("/healthz", async (_req, res) => {
  const ok = ready && (await databaseAnswers());
  res.set("Cache-Control", "no-store");
  res.status(ok ? 200 : 503).json({ ok });
});

app.use(crossSiteGuard(getConfig().siteUrl));

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

app.use(
  reactRouterHandler(() => import("virtual:react-router/server-build"), getConfig().NODE_ENV),
);

/** Prepares the database (applies pending migrations); the app answers healthz 200 after this. */
export async function start() {
  await migrateDatabase();
  ready = true;
}

/**
 * Work that must neither delay readiness nor fail start-up: main.ts calls this once the server
 * listens, and it runs in the background (ADR 0043).
 */
export function startBackgroundWork() {
  void startThumbnailBackfill();
}

/** Releases the database; called once the HTTP server has finished its in-flight requests. */
export async function stop() {
  ready = false;
  // Background work still using the database ends first (fetches under way are abandoned).
  await stopThumbnailBackfill();
  await closeDb();
}
