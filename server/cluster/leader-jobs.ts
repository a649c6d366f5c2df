import { pruneAttempts } from "../auth/attempt-counter.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import { getConfig } from "../config.ts";
import { databaseRecentlyUnavailable } from "../db/availability.ts";
import { reportError } from "../error-reporting/error-reporting.ts";
import { sweepUnusedImages } from "../images/image-service.ts";
import { applyRetention } from "../inbox/retention.ts";
import { logger } from "../logger.ts";
import { countJobRun } from "../metrics/metrics.ts";
import { backfillArticleSlugs } from "../news/article-slug.ts";
import { scheduledNewsDue } from "../news/news-repository.ts";
import { sendDueDigest } from "../newsletter/digest.ts";
import { queueDueIssues } from "../newsletter/email-article.ts";
import { forgetUnconfirmed } from "../newsletter/forget-unconfirmed.ts";
import { startThumbnailBackfill, stopThumbnailBackfill } from "../videos/thumbnail-backfill.ts";
import { runExclusive } from "./coordination.ts";

// Background work done once for all server processes, by the one that leads
// (server/cluster/coordination.ts, ADR 0080); on the embedded database that is the only process.
// - On taking the lead, once the server listens: the video thumbnail backfill (ADR 0043), and
//   readable addresses for articles still at their id (ADR 0105). Both were once on the start
//   path; neither may delay readiness, and an article answers at its id until it has a slug.
// - Every 10 s: when a scheduled article has become public since the last look, pages turn stale
//   in every process, so it appears within seconds rather than when entries expire; and its
//   newsletter, if one was asked for, is queued (ADR 0164); and the weekly digest is sent once
//   its day and hour have come (ADR 0165).
// - Every hour: attempt counters whose window is long over are deleted, and unused images swept
//   (uploads sweep too; this catches what a crash left when nobody uploads).
// - On taking the lead and then daily: enquiries and bookings past INBOX_RETENTION_MONTHS, and
//   trash older than 30 days, are deleted (ADR 0111).
// - On taking the lead and then hourly: newsletter sign-ups unconfirmed for 7 days are
//   forgotten (ADR 0160).

const SCHEDULE_CHECK_MS = 10_000;
const HOUSEKEEPING_MS = 60 * 60_000;
const RETENTION_MS = 24 * 60 * 60_000;

let listening = false;
let leading = false;
let timers: NodeJS.Timeout[] = [];
let scheduledSince: Date | null = null;
let slugBackfill: Promise<void> | undefined;

async function giveArticlesSlugs() {
  if ((await backfillArticleSlugs()) > 0) invalidatePublicPages();
}

async function checkSchedule() {
  const { now, due } = await scheduledNewsDue(scheduledSince);
  scheduledSince = now;
  if (due) {
    logger.info("a scheduled article became public; pages refresh");
    invalidatePublicPages();
  }
  // Articles set to be emailed when they go live (ADR 0164): their mail is queued now.
  await queueDueIssues();
  // The weekly digest, once its day and hour have come (ADR 0165).
  await sendDueDigest();
}

async function housekeeping() {
  const config = getConfig();
  // A day past the longest window, so no live count is ever removed.
  const windows = [config.LOGIN_FAILURE_WINDOW_SECONDS, config.INBOX_RATE_WINDOW_SECONDS];
  await pruneAttempts(Math.max(...windows) + 86_400);
  await runExclusive("image-sweep", () => sweepUnusedImages(200));
}

function every(ms: number, name: string, job: () => Promise<void>) {
  // A failed job is an error like a failed request: logged and reported, unless the database is
  // out of reach, which healthz shows and every job would repeat.
  const failed = (err: unknown) => {
    logger.error({ err }, `${name} failed`);
    if (!databaseRecentlyUnavailable()) reportError(err, { source: "job", job: name });
  };
  const run = () =>
    job().then(
      () => countJobRun(name, "ok"),
      (err: unknown) => {
        countJobRun(name, "failed");
        failed(err);
      },
    );
  const timer = setInterval(run, ms);
  timer.unref();
  timers.push(timer);
  return run;
}

function update() {
  const shouldRun = leading && listening;
  if (shouldRun && timers.length === 0) {
    void startThumbnailBackfill();
    slugBackfill ??= giveArticlesSlugs().catch((err: unknown) =>
      logger.warn({ err }, "article slug backfill failed"),
    );
    void every(SCHEDULE_CHECK_MS, "scheduled publishing check", checkSchedule)();
    every(HOUSEKEEPING_MS, "housekeeping", housekeeping);
    void every(RETENTION_MS, "inbox retention", async () => void (await applyRetention()))();
    void every(
      HOUSEKEEPING_MS,
      "newsletter sign-ups",
      async () => void (await forgetUnconfirmed()),
    )();
  } else if (!shouldRun && timers.length > 0) {
    for (const timer of timers) clearInterval(timer);
    timers = [];
    scheduledSince = null;
  }
}

/** Told by the coordination whether this process leads. */
export function setLeading(next: boolean) {
  leading = next;
  update();
}

/** Called once the server listens, so no job delays the first request. */
export function allowLeaderJobs() {
  listening = true;
  update();
}

/** Stops the timers and waits for the backfills, before the database closes. */
export async function stopLeaderJobs() {
  listening = false;
  update();
  await stopThumbnailBackfill();
  await slugBackfill;
}
