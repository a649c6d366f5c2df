import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { getConfig } from "../config.ts";
import { securePrivateDir } from "../private-files.ts";
import { noteConnectionFailure, noteConnectionSuccess } from "./availability.ts";
import { poolOptions } from "./connection-options.ts";
import { precompiledPgliteWasm } from "./pglite-wasm.ts";
import * as audit from "./schema/audit.ts";
import * as auth from "./schema/auth.ts";
import * as inbox from "./schema/inbox.ts";
import * as mail from "./schema/mail.ts";
import * as news from "./schema/news.ts";
import * as newsRevisions from "./schema/news-revisions.ts";
import * as newsletter from "./schema/newsletter.ts";
import * as videos from "./schema/videos.ts";

export const schema = {
  ...audit,
  ...auth,
  ...inbox,
  ...mail,
  ...news,
  ...newsRevisions,
  ...newsletter,
  ...videos,
};

function openPglite(dataDir: string) {
  const folder = path.join(dataDir, "db");
  // Owner-only like DATA_DIR around it: PGlite writes its files 0666, whatever the umask, so the
  // folders are what keep other local users out (ADR 0066).
  securePrivateDir(folder);
  const client = new PGlite(folder, {
    extensions: { pg_trgm },
    pgliteWasmModule: precompiledPgliteWasm(),
    // Postgres's default 128 MB of shared buffers took 0.35 s of every start to set up, for a
    // database of tens of MB that the operating system caches behind PGlite anyway (ADR 0138).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
  });
  return {
    db: drizzlePglite(client, { schema }),
    close: () => client.close(),
    driver: "pglite" as const,
    client,
  };
}

function openPostgres() {
  const pool = new pg.Pool({
    ...poolOptions(getConfig()),
    // Fail fast when the server is gone instead of queueing requests behind dead sockets.
    connectionTimeoutMillis: 1_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", noteConnectionFailure);
  pool.on("connect", noteConnectionSuccess);
  // Every query first takes a client (pool.query uses the callback form); a refused or timed-out
  // connection marks the database down.
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, ...rest: unknown[]) => void,
  ) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    if (callback) {
      return connect((error, ...rest) => {
        if (error) noteConnectionFailure();
        callback(error, ...rest);
      });
    }
    return connect()?.catch((error: unknown) => {
      noteConnectionFailure();
      throw error;
    });
  }) as typeof pool.connect;
  return { db: drizzlePg(pool, { schema }), close: () => pool.end(), driver: "postgres" as const };
}

type Opened = ReturnType<typeof openPglite> | ReturnType<typeof openPostgres>;
/** The query builder; both drivers speak the same PostgreSQL dialect. */
export type Database = ReturnType<typeof openPostgres>["db"];

// One instance per process: PGlite has no cross-process lock, and Vite may evaluate this module
// more than once in development, so the handle lives on globalThis.
const holder = globalThis as typeof globalThis & { __database?: Opened };

function opened(): Opened {
  if (!holder.__database) {
    const config = getConfig();
    holder.__database = config.DATABASE_URL ? openPostgres() : openPglite(config.dataDir);
  }
  return holder.__database;
}

export function getDb(): Database {
  return opened().db as Database;
}

export function databaseDriver() {
  return opened().driver;
}

/** The embedded database itself, for pg-boss's PGlite adapter; undefined on PostgreSQL. */
export function embeddedClient(): PGlite | undefined {
  const handle = opened();
  return handle.driver === "pglite" ? handle.client : undefined;
}

export async function closeDb() {
  const handle = holder.__database;
  holder.__database = undefined;
  await handle?.close();
}
