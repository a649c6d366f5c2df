import client from "prom-client";
import { getConfig } from "../config.ts";

// Prometheus figures of this process, served on METRICS_PORT only (server/metrics/metrics-server.ts),
// never on the public port. Off (nothing counted, nothing served) when METRICS_PORT is unset, so
// the page cache's hot path pays nothing for it.

export const metricsEnabled = () => getConfig().METRICS_PORT !== undefined;

export const registry = new client.Registry();

const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its last byte handed to the socket.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const pageCacheLookups = new client.Counter({
  name: "page_cache_lookups_total",
  help: "Page cache lookups for anonymous reads: hit (fresh), stale (served, re-rendered), miss.",
  labelNames: ["result"] as const,
  registers: [registry],
});

const mailMessages = new client.Counter({
  name: "mail_messages_total",
  help: "Messages handed to SMTP (or the outbox): sent, or failed.",
  labelNames: ["result"] as const,
  registers: [registry],
});

const jobRuns = new client.Counter({
  name: "background_job_runs_total",
  help: "Runs of the leading process's background jobs (scheduled publishing, housekeeping, retention, newsletter sign-ups), by job and result.",
  labelNames: ["job", "result"] as const,
  registers: [registry],
});

let defaultsStarted = false;
/** Process figures (CPU, memory, event-loop lag, handles), collected once metrics are on. */
export function collectProcessMetrics() {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ register: registry });
}

/** Methods outside this set are counted as OTHER: the label set stays bounded. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function observeRequest(route: string, method: string, status: number, seconds: number) {
  const labels = { route, method: METHODS.has(method) ? method : "OTHER", status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export function countPageCacheLookup(result: "hit" | "stale" | "miss") {
  if (metricsEnabled()) pageCacheLookups.inc({ result });
}

export function countMail(result: "sent" | "failed") {
  if (metricsEnabled()) mailMessages.inc({ result });
}

export function countJobRun(job: string, result: "ok" | "failed") {
  if (metricsEnabled()) jobRuns.inc({ job, result });
}

type QueueDepth = { queued: number; active: number; failed: number };
let readMailQueue: () => Promise<QueueDepth | undefined> = async () => undefined;

// The queue lives in the database, shared by every process: each reports the same depth (take
// the max across processes, not the sum). Read when scraped, so it costs nothing otherwise.
new client.Gauge({
  name: "mail_queue_jobs",
  help: "Mail queue jobs by state: queued (waiting or to be retried), active (being sent), failed.",
  labelNames: ["state"] as const,
  registers: [registry],
  async collect() {
    const depth = await readMailQueue().catch(() => undefined);
    if (!depth) return;
    for (const state of ["queued", "active", "failed"] as const) this.set({ state }, depth[state]);
  },
});

/** Called by the mail queue once started (server/mail/mail-queue.ts). */
export function watchMailQueue(read: () => Promise<QueueDepth | undefined>) {
  readMailQueue = read;
}
