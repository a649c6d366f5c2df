import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { databaseDriver, getDb } from "./client.ts";

/**
 * Applies the committed SQL migrations in drizzle/ (or another folder: a restore migrates to a
 * backup's level first); safe to run at every start.
 */
export async function migrateDatabase(
  migrationsFolder = path.resolve(process.cwd(), "drizzle"),
  session?: pg.Client,
) {
  const db = getDb();
  if (databaseDriver() === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // On the session given (the direct endpoint's, holding the migration lock), else the pool.
    if (session) await migratePg(drizzle(session), { migrationsFolder });
    else await migratePg(db, { migrationsFolder });
  }
}

/** True when the database answers a trivial query. */
export async function databaseAnswers() {
  try {
    await getDb().execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
