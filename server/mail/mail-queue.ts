import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss } from "pg-boss";
import { getConfig } from "../config.ts";
import { embeddedClient, getDb } from "../db/client.ts";
import { withCaFile } from "../db/connection-options.ts";
import { mailMessage } from "../db/schema/mail.ts";
import { logger } from "../logger.ts";
import { watchMailQueue } from "../metrics/metrics.ts";
import type { MailOutcomeHook } from "./mail-outcome.ts";
import { sendBatch, WORKER_BATCH } from "./mail-worker.ts";
import { closeMailTransport, type MailMessage } from "./mailer.ts";

// The durable mail queue (ADR 0159): pg-boss in the site's own database, PostgreSQL or the
// embedded PGlite. Every outgoing message is a mail_message row (its idempotency key, body and
// outcome) plus a pg-boss job naming that key, written in one transaction, so a message is either
// queued whole or not at all, and a second enqueue of the same key does nothing. Every process
// works the queue; pg-boss hands each job to one of them (SKIP LOCKED).

export const MAIL_QUEUE = "mail";

export type QueuedMail = {
  /** Stable idempotency key: the same key is queued (and sent) once. */
  key: string;
  message: MailMessage;
  /** A newsletter issue, say: mailCounts(group) counts its messages. */
  group?: string;
  /** Told of the outcome (an enquiry's notification marked sent or failed). */
  after?: MailOutcomeHook;
  /**
   * Sent before lower ones waiting in the queue: a sign-up's or a reset's mail must not wait
   * behind a newsletter's thousands or a morning's notifications (MAIL_PRIORITY).
   */
  priority?: number;
};

/** Queue priorities: higher goes first (pg-boss fetches in priority order). */
export const MAIL_PRIORITY = { account: 10, inbox: 5, newsletter: 0 } as const;

// On globalThis, like the database handle: Vite may evaluate this module twice in development,
// and the routes' copy must see the queue the server started.
const holder = globalThis as typeof globalThis & { __mailQueue?: PgBoss };

function connection() {
  const config = getConfig();
  const pglite = embeddedClient();
  if (pglite) return { db: fromPglite(pglite), backend: "pglite" as const };
  // A session-mode connection (DATABASE_DIRECT_URL): pg-boss LISTENs for new jobs. Two
  // connections, plus its listener: three per process (docs/deployment.md).
  return {
    connectionString: withCaFile(config.databaseDirectUrl ?? "", config.DATABASE_CA_FILE),
    max: 2,
    application_name: "agency-mail-queue",
  };
}

/** Starts pg-boss (creating or upgrading its schema, one process at a time) and this process's worker. */
export async function startMailQueue() {
  const { MAIL_RETRY_SECONDS } = getConfig();
  const started = new PgBoss({
    ...connection(),
    useListenNotify: true,
    // Jobs of a process killed mid-send go back to the queue within about 20 s (heartbeat 10 s,
    // checked every 10 s), not after pg-boss's default 15 minutes. The heartbeat check is part of
    // the queue monitor, whose own default interval (60 s) would otherwise hold it back.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    persistWarnings: false,
  });
  started.on("error", (err) => logger.error({ err }, "mail queue error"));
  started.on("warning", (warning) => logger.warn({ warning }, "mail queue warning"));
  await started.start();
  const options = {
    notify: true,
    heartbeatSeconds: 10,
    retryLimit: 20,
    retryDelay: MAIL_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
    // The mail_message row keeps the history; the job is only the work to do.
    deleteAfterSeconds: 24 * 3600,
  };
  // Created once; its settings follow the configuration at every start (new jobs take them).
  if (await started.getQueue(MAIL_QUEUE)) await started.updateQueue(MAIL_QUEUE, options);
  else await started.createQueue(MAIL_QUEUE, options);
  // pg-boss looks a queue up in its cache on every insert, and on a miss asks the database on its
  // own connection: on PGlite's one connection that would wait for enqueueMany's transaction
  // forever. A lookup now puts the queue in the cache, where it stays.
  await started.getJobById(MAIL_QUEUE, randomUUID());
  await started.work(
    MAIL_QUEUE,
    {
      batchSize: WORKER_BATCH(),
      burstWhenBatchFull: true,
      perJobResults: true,
      includeMetadata: true,
      localConcurrency: 1,
      // New jobs wake the worker at once (NOTIFY); a retry's or a recovered job's time comes
      // without one, so the queue is also looked at every 2 s (one small query).
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 2,
    },
    sendBatch,
  );
  holder.__mailQueue = started;
  watchMailQueue(mailQueueDepth);
}

/** Lets the message under way finish (its outcome recorded), then stops. */
export async function stopMailQueue() {
  const stopping = holder.__mailQueue;
  holder.__mailQueue = undefined;
  await stopping?.stop({ graceful: true, timeout: 5_000, close: true });
  closeMailTransport();
}

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

const ENQUEUE_CHUNK = 500;

/**
 * Queues messages, each once per key: keys already queued (or sent) are skipped. Runs in `tx`
 * when given, so a caller's own change (an article marked emailed) commits with its messages.
 * Answers how many were newly queued.
 */
export async function enqueueMany(items: QueuedMail[], tx?: Transaction): Promise<number> {
  if (items.length === 0) return 0;
  if (!tx) return getDb().transaction((own) => enqueueMany(items, own));
  const running = holder.__mailQueue;
  if (!running) throw new Error("the mail queue is not started");
  let queued = 0;
  // A statement per 500 messages, in the caller's one transaction: a single statement for a
  // 10,000-reader issue held its whole SQL text at once (1.5 GB peak on the embedded database).
  for (let start = 0; start < items.length; start += ENQUEUE_CHUNK) {
    const chunk = items.slice(start, start + ENQUEUE_CHUNK);
    const rows = await tx
      .insert(mailMessage)
      .values(
        chunk.map((item) => ({
          key: item.key,
          groupKey: item.group ?? null,
          recipient: item.message.to.trim().toLowerCase(),
          message: item.message,
          after: item.after ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ key: mailMessage.key });
    if (rows.length === 0) continue;
    const priorities = new Map(chunk.map((item) => [item.key, item.priority ?? 0]));
    await running.insert(
      MAIL_QUEUE,
      rows.map((row) => ({
        data: { key: row.key },
        singletonKey: row.key,
        priority: priorities.get(row.key) ?? 0,
      })),
      { db: fromDrizzle(tx, sql) },
    );
    queued += rows.length;
  }
  return queued;
}

/** Queues one message once per key; true when it was newly queued. */
export async function enqueueMail(
  key: string,
  message: MailMessage,
  options: Omit<QueuedMail, "key" | "message"> = {},
) {
  return (await enqueueMany([{ key, message, ...options }])) === 1;
}

/**
 * Jobs waiting (or waiting to be retried), being sent, and failed for good, for the metrics;
 * pg-boss counts afresh at most once a minute.
 */
export async function mailQueueDepth() {
  const [stats] = (await holder.__mailQueue?.getQueueStats(MAIL_QUEUE, { force: true })) ?? [];
  if (!stats) return undefined;
  return { queued: stats.queuedCount, active: stats.activeCount, failed: stats.failedCount };
}
