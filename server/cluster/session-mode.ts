import { randomInt } from "node:crypto";
import pg from "pg";
import { getConfig } from "../config.ts";
import { sessionOptions } from "../db/connection-options.ts";

// Coordination (ADR 0080) needs a real PostgreSQL session: LISTEN, and advisory locks held
// between queries. Behind a transaction-mode pooler (the "pooled" endpoint managed providers
// recommend) each query may run on another server connection: notifications are lost and two
// processes can both lead. That fails silently, so it is checked at start: a session lock is
// taken on one connection, and the same backend must still answer that connection and hold the
// lock as another connection sees it.

export class SessionModeError extends Error {
  override name = "SessionModeError";
}

type Row = { pid: number };

export async function assertSessionMode() {
  const config = getConfig();
  if (!config.DATABASE_URL) return;
  const variable = config.DATABASE_DIRECT_URL ? "DATABASE_DIRECT_URL" : "DATABASE_URL";
  const key = randomInt(1, 2 ** 31 - 1);
  const [holder, observer] = [
    new pg.Client(sessionOptions(config)),
    new pg.Client(sessionOptions(config)),
  ];
  for (const client of [holder, observer]) client.on("error", () => {});
  try {
    await holder.connect();
    await observer.connect();
    const first = await holder.query<Row>(
      "select pg_backend_pid() as pid, pg_try_advisory_lock(hashtext('agency-probe'), $1) as ok",
      [key],
    );
    const seen = await observer.query<Row>(
      "select pid from pg_locks where locktype = 'advisory' and granted and objid = $1::oid",
      [key],
    );
    const own = await observer.query<Row>("select pg_backend_pid() as pid");
    const again = await holder.query<Row>("select pg_backend_pid() as pid");
    const pid = first.rows[0]?.pid;
    const holds =
      pid !== undefined &&
      again.rows[0]?.pid === pid &&
      own.rows[0]?.pid !== pid &&
      seen.rows.length === 1 &&
      seen.rows[0]?.pid === pid;
    if (!holds) {
      throw new SessionModeError(
        `${variable} does not give this process a session of its own: a lock taken on one connection was not held by it (a transaction-mode pooler, such as a provider's "pooled" endpoint or PgBouncer with pool_mode=transaction). Page-cache invalidation (LISTEN/NOTIFY), leadership and the migration lock need one. Set DATABASE_DIRECT_URL to the provider's direct (session-mode) connection string; DATABASE_URL may stay pooled. See docs/deployment.md, "Managed PostgreSQL".`,
      );
    }
  } finally {
    await Promise.all([holder.end().catch(() => {}), observer.end().catch(() => {})]);
  }
}
