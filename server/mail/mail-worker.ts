import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { JobResult, JobWithMetadata } from "pg-boss";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { mailMessage, mailSuppression } from "../db/schema/mail.ts";
import { logger } from "../logger.ts";
import { type MailOutcomeHook, tellOutcome } from "./mail-outcome.ts";
import { type MailMessage, sendMail } from "./mailer.ts";
import { classifySmtpFailure } from "./smtp-failure.ts";

// Works the mail queue in this process, one message at a time, at most MAIL_SEND_RATE a second.
// Exactly once: a message's row is marked sent right after the SMTP server accepted it, and a job
// whose row is no longer queued is skipped, so a job pg-boss hands out again (its process was
// killed, or settling it failed) is not sent again. The one message a process was handing to
// SMTP at a kill -9 may be sent twice: at most one duplicate per process (ADR 0159).

type Job = JobWithMetadata<{ key: string }>;

/** About a second of sending per fetch, so a graceful stop waits no longer than that. */
export const WORKER_BATCH = () => Math.min(10, getConfig().MAIL_SEND_RATE);

let nextSendAt = 0;
/** Spaces sends 1/MAIL_SEND_RATE s apart in this process. */
async function pace() {
  const now = Date.now();
  const wait = nextSendAt - now;
  nextSendAt = Math.max(now, nextSendAt) + 1000 / getConfig().MAIL_SEND_RATE;
  if (wait > 0) await sleep(wait);
}

async function settle(key: string, status: "sent" | "failed", error: string | null) {
  await getDb()
    .update(mailMessage)
    .set({ status, error, message: null, settledAt: new Date() })
    .where(eq(mailMessage.key, key));
}

async function sendOne(job: Job): Promise<JobResult> {
  const db = getDb();
  const [row] = await db.select().from(mailMessage).where(eq(mailMessage.key, job.data.key));
  if (row?.status !== "queued") return { id: job.id, status: "completed" };
  const after = row.after as MailOutcomeHook | null;
  const [suppressed] = await db
    .select()
    .from(mailSuppression)
    .where(eq(mailSuppression.address, row.recipient));
  if (suppressed) {
    const reason = `not sent: the address was refused before (${suppressed.reason})`;
    logger.warn({ event: "mail.suppressed", to: row.recipient, key: row.key }, reason);
    await settle(row.key, "failed", reason);
    await tellOutcome(after, reason);
    return { id: job.id, status: "completed", output: { suppressed: true } };
  }
  await pace();
  try {
    await sendMail(row.message as MailMessage);
  } catch (error) {
    const failure = classifySmtpFailure(error);
    logger.warn(
      { err: error, key: row.key, permanent: failure.permanent, attempt: job.retryCount },
      "mail not sent",
    );
    const lastTry = failure.permanent || job.retryCount >= job.retryLimit;
    if (failure.suppressAddress) {
      await db
        .insert(mailSuppression)
        .values({ address: row.recipient, reason: failure.reason })
        .onConflictDoNothing();
    }
    if (lastTry) await settle(row.key, "failed", failure.reason);
    else
      await db
        .update(mailMessage)
        .set({ error: failure.reason })
        .where(eq(mailMessage.key, row.key));
    await tellOutcome(after, failure.reason);
    // A permanent refusal skips the retries (pg-boss marks the job failed at once).
    return { id: job.id, status: failure.permanent ? "deadletter" : "failed", output: failure };
  }
  await settle(row.key, "sent", null);
  await tellOutcome(after, null);
  return { id: job.id, status: "completed" };
}

/** pg-boss's handler: each job settled on its own, so one failure retries only its message. */
export async function sendBatch(jobs: Job[]): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    try {
      results.push(await sendOne(job));
    } catch (error) {
      // The database, not SMTP: the job is retried as a whole.
      logger.error({ err: error, key: job.data.key }, "mail job failed");
      results.push({ id: job.id, status: "failed", output: { reason: String(error) } });
    }
  }
  return results;
}
