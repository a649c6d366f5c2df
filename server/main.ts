import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { ConfigError, parseConfig } from "./config.ts";
import { precompilePgliteWasm } from "./db/pglite-wasm.ts";
import { assertEmbeddedDatabaseFree, holdServerLock } from "./db/server-lock.ts";
import { trackConnections } from "./http/connection-drain.ts";
import { SERVER_TIMEOUTS } from "./http/slow-requests.ts";
import { closeStalledReaders } from "./http/stalled-readers.ts";
import { staticFiles } from "./http/static-files.ts";
import { keepFilesPrivate, securePrivateDir } from "./private-files.ts";

// The process: validates configuration, serves static files, mounts the app (built, or through
// Vite in development), listens, and shuts down gracefully on SIGTERM/SIGINT.

type AppModule = typeof import("./http/express-app.ts");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Before anything is written: the database, the secret, mail and uploads are for this user only.
keepFilesPrivate();

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
securePrivateDir(config.dataDir);
for (const warning of config.startupWarnings) {
  console.error(`\n*** WARNING: ${warning}\n`);
}

try {
  assertEmbeddedDatabaseFree(config.dataDir, Boolean(config.DATABASE_URL));
} catch (error) {
  fail((error as Error).message);
}
const releaseLock = config.DATABASE_URL ? () => {} : holdServerLock(config.dataDir);
// Beside the build's load below, not after it (ADR 0138).
const pgliteWasm = config.DATABASE_URL ? undefined : precompilePgliteWasm();

const development = config.NODE_ENV === "development";
const server = express();
server.disable("x-powered-by");

let appModule: AppModule;
if (development) {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  server.use(compression(), vite.middlewares);
  const load = () => vite.ssrLoadModule("./server/http/express-app.ts") as Promise<AppModule>;
  appModule = await load();
  server.use(async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      next(error);
    }
  });
} else {
  const buildPath = path.resolve("build/server/index.js");
  appModule = (await import(buildPath).catch((error) =>
    fail(`Cannot load ${buildPath} (${(error as Error).message}). Run "npm run build" first.`),
  )) as AppModule;
  // Static files carry the same security headers as pages (HSTS, CSP, framing, nosniff...).
  server.use(staticFiles(path.resolve("build/client"), appModule.securityHeadersMiddleware));
  server.use(appModule.app);
}

// With ERROR_REPORTING_DSN, what nothing caught (an uncaught exception, or a rejection no one
// handled, which Node turns into one) is reported before the process exits with 1 as Node's own
// handling would (ADR 0155); without it, Node's handling is left alone. The report gets 2 s.
if (config.ERROR_REPORTING_DSN) {
  let crashing = false;
  process.on("uncaughtException", (error, origin) => {
    if (crashing) return console.error(error);
    crashing = true;
    void appModule.reportCrash(error, origin).finally(() => process.exit(1));
  });
}

await pgliteWasm;
await appModule.start().catch((error: unknown) => {
  // A configuration that cannot work (server/cluster/session-mode.ts) is said in one line.
  if (error instanceof Error && error.name === "SessionModeError") fail(error.message);
  throw error;
});

// A fresh page-cache hit is answered before Express (ADR 0081); everything else goes through it.
// While stopping, a page view that arrives is refused: a 502 through a proxy, which sends it to
// another process (ADR 82). Slow headers and bodies are cut short (server/http/slow-requests.ts,
// ADR 0124). Every request first gets its id and its metrics (server/http/request-context.ts).
const http: Server = createServer(SERVER_TIMEOUTS, (req, res) => {
  appModule.inRequestContext(req, res, () => {
    if (connections.refused(req, res)) return;
    if (!appModule.servePageCacheHit(req, res)) server(req, res);
  });
});
http.listen(config.PORT, () => {
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  console.log(
    JSON.stringify({ msg: "listening", url: `http://localhost:${port}`, node: process.version }),
  );
  // Only now, so background work (the thumbnail backfill) never delays the first request.
  appModule.startBackgroundWork();
});

// Idle keep-alive connections outlive those of the proxy or load balancer in front (commonly
// 60 s), so it is always the proxy that closes one, never this server while the proxy sends a
// request on it (a 502 for the visitor). Node's default is 5 s. (Node's headersTimeout times
// only a request that has begun, never an idle connection, so it can stay short.)
http.keepAliveTimeout = 65_000;
const connections = trackConnections(http);
closeStalledReaders(http, config.STALLED_READER_SECONDS * 1000);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ msg: "shutting down", signal }));
  // Stop accepting, let in-flight requests finish (without failing one a proxy is sending), then
  // release the database.
  const force = setTimeout(() => {
    console.error("Shutdown took longer than 10 s; exiting.");
    process.exit(1);
  }, 10_000);
  force.unref();
  await connections.drain();
  await appModule.stop();
  releaseLock();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
