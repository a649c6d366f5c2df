import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { sessionOptions } from "../db/connection-options.ts";
import { logger } from "../logger.ts";

// What several server processes on one PostgreSQL must agree on, carried by one dedicated
// connection per process (ADR 0080). The pool cannot do it: LISTEN and session advisory locks
// belong to one session, and a pooled session is handed to other queries.
// - Page-cache invalidations: NOTIFY on a channel every process LISTENs to.
// - Leadership: the process holding the leader lock runs the background jobs, once for all.
// - Exclusive runs: a named lock, so a job started by any process never runs twice at once.
// When the connection drops, PostgreSQL releases the locks (another process takes over) and
// notifications sent meanwhile are lost: on reconnecting, the process treats its cache as stale.
// On the embedded database there is one process, which always leads and needs none of this.

const CHANNEL = "agency_page_cache";
/** Advisory locks are two integers here: this namespace, and the hash of a lock's name. */
const NAMESPACE = "agency";
const RETRY_LEADERSHIP_MS = 5_000;
const RECONNECT_MS = [500, 1_000, 2_000, 5_000];

/** This process, in its own notifications, so it ignores them. */
const processId = randomBytes(6).toString("hex");

type Events = {
  /** Another process changed public content, or notifications may have been missed. */
  onInvalidate: () => void;
  /** This process became (true) or stopped being (false) the leader. */
  onLeadership: (leading: boolean) => void;
};

let events: Events | undefined;
let client: pg.Client | undefined;
let leading = false;
let stopped = false;
let retryTimer: NodeJS.Timeout | undefined;
let failures = 0;
const running = new Set<string>();

const usesPostgres = () => Boolean(getConfig().DATABASE_URL);

/** One query at a time on the coordination connection: pg queues them itself but will stop
 * (a deprecation since pg 8.x), and a notification, the leader retry and an exclusive run can
 * all ask at once. */
let queue: Promise<unknown> = Promise.resolve();
function ask<Row extends Record<string, unknown>>(
  session: pg.Client,
  text: string,
  values?: unknown[],
) {
  const result = queue.then(() => session.query<Row>(text, values));
  queue = result.catch(() => {});
  return result;
}

function setLeading(next: boolean) {
  if (next === leading) return;
  leading = next;
  logger.info({ leading }, next ? "this process now leads background jobs" : "leadership lost");
  events?.onLeadership(next);
}

async function tryLead(session: pg.Client) {
  const { rows } = await ask<{ ok: boolean }>(
    session,
    "select pg_try_advisory_lock(hashtext($1), hashtext('leader')) as ok",
    [NAMESPACE],
  );
  if (rows[0]?.ok) setLeading(true);
}

function schedule(task: () => void, ms: number) {
  clearTimeout(retryTimer);
  if (!stopped) retryTimer = setTimeout(task, ms);
}

async function connect() {
  if (stopped) return;
  const session = new pg.Client({ ...sessionOptions(getConfig()), connectionTimeoutMillis: 2_000 });
  const lost = (error?: Error) => {
    if (client !== session) return;
    client = undefined;
    setLeading(false);
    if (stopped) return;
    logger.warn({ err: error }, "coordination connection lost; reconnecting");
    schedule(() => void connect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!);
  };
  session.on("error", lost);
  session.on("end", () => lost());
  session.on("notification", (message) => {
    if (message.payload !== processId) events?.onInvalidate();
  });
  try {
    await session.connect();
    queue = Promise.resolve();
    await ask(session, `listen ${CHANNEL}`);
    client = session;
    failures = 0;
    // Anything sent while this process was not listening is unknown: start from stale.
    events?.onInvalidate();
    await tryLead(session);
    const retry = async () => {
      if (client !== session || leading) return;
      await tryLead(session).catch(() => {});
      schedule(retry, RETRY_LEADERSHIP_MS);
    };
    schedule(retry, RETRY_LEADERSHIP_MS);
  } catch (error) {
    session.removeAllListeners("end");
    await session.end().catch(() => {});
    client = undefined;
    logger.warn({ err: error }, "coordination connection failed; retrying");
    schedule(() => void connect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!);
  }
}

/** Starts coordinating with the other processes; on the embedded database, leads at once. */
export async function startCoordination(handlers: Events) {
  events = handlers;
  stopped = false;
  if (usesPostgres()) await connect();
  else setLeading(true);
}

/** Leaves the cluster: releases the leader lock and stops listening. */
export async function stopCoordination() {
  stopped = true;
  clearTimeout(retryTimer);
  const session = client;
  client = undefined;
  setLeading(false);
  await session?.end().catch(() => {});
}

/** Tells every other process that public pages changed (this one has already marked its own). */
export async function announceInvalidation() {
  if (!usesPostgres()) return;
  // Through the pool when this process has no coordination connection (a script, or while it
  // reconnects): a notification is delivered whichever session sends it.
  const send = client
    ? ask(client, "select pg_notify($1, $2)", [CHANNEL, processId])
    : getDb().execute(sql`select pg_notify(${CHANNEL}, ${processId})`);
  await send;
}

/**
 * Runs `job` unless it is already running in any process (then answers false at once). For
 * short housekeeping that any process may start, such as the sweep after an upload.
 */
export async function runExclusive(name: string, job: () => Promise<unknown>) {
  if (running.has(name)) return false;
  running.add(name);
  try {
    const session = usesPostgres() ? client : undefined;
    if (usesPostgres() && !session) return false;
    if (session) {
      const { rows } = await ask<{ ok: boolean }>(
        session,
        "select pg_try_advisory_lock(hashtext($1), hashtext($2)) as ok",
        [NAMESPACE, name],
      );
      if (!rows[0]?.ok) return false;
    }
    try {
      await job();
    } finally {
      // A lost connection has released the lock already.
      if (session) {
        await ask(session, "select pg_advisory_unlock(hashtext($1), hashtext($2))", [
          NAMESPACE,
          name,
        ]).catch(() => {});
      }
    }
    return true;
  } finally {
    running.delete(name);
  }
}

/**
 * Runs `job` while holding a named lock, waiting for another process that holds it (migrations
 * at start: the second process waits, then finds nothing left to apply). Its own connection, as
 * the coordination connection is not open yet at start; `job` may run its queries on it (the
 * migrations do: a session on the direct endpoint).
 */
export async function withClusterLock<T>(
  name: string,
  job: (session?: pg.Client) => Promise<T>,
): Promise<T> {
  if (!usesPostgres()) return job();
  const session = new pg.Client(sessionOptions(getConfig()));
  session.on("error", () => {});
  await session.connect();
  try {
    await session.query("select pg_advisory_lock(hashtext($1), hashtext($2))", [NAMESPACE, name]);
    return await job(session);
  } finally {
    await session.end().catch(() => {});
  }
}
