import { randomBytes } from "node:crypto";
import { todayInLondon } from "../../app/lib/booking-schema.ts";
import { startBenchServer } from "./bench-server.ts";
import {
  type Kind,
  overLimitAcknowledgements,
  RATE_LIMIT,
  RATE_WINDOW_SECONDS,
  verifyStored,
  type Write,
} from "./soak-verify.ts";
import { percentile } from "./stats.ts";

// Soak: many keep-alive connections on loopback, each looping over mostly public reads with a
// few enquiry and booking writes, for a bounded time and request count. Afterwards the admin API
// must hold every acknowledged write exactly once and nothing that was refused or never sent.

export type SoakResult = {
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  reads: number;
  writes: number;
  acknowledgedWrites: number;
  rateLimited: number;
  errors: number;
  storedExactlyOnce: boolean;
  detail: string;
};

const WRITE_SHARE = 0.07;
// Every tenth write comes from one of these (TEST-NET-1) addresses, deliberately over the limit,
// so the 429s seen are the intended ones; every other write has a fresh address of its own.
const ABUSERS = ["192.0.2.10", "192.0.2.11", "192.0.2.12"];
const REQUEST_TIMEOUT_MS = 30_000;

/** The read mix, weighted by repetition: pages from every area, and the baseline asset. */
async function readPaths(url: string) {
  const home = await (await fetch(url)).text();
  const asset = home.match(/\/assets\/[\w.-]+\.css/)?.[0];
  const articles = (await (await fetch(`${url}/api/allNews?limit=3`)).json()) as Array<{
    slug: string;
    title: string;
  }>;
  if (!asset || !articles[0]) throw new Error("soak: no asset or no seeded news to read");
  const word = articles[0].title.split(/\s+/).find((w) => w.length > 3) ?? "news";
  return [
    ...["/", "/", "/contact", "/web-development", "/community-news", "/videos"],
    `/news/search?q=${encodeURIComponent(word)}`,
    ...articles.map((article) => `/news/${article.slug}`),
    asset,
    asset,
  ];
}

function writeRequest(kind: Kind, n: number, email: string) {
  if (kind === "enquiry") {
    const variant = n % 2 ? "contact" : "home";
    return {
      path: "/api/contact",
      body: {
        variant,
        name: `Soak ${n}`,
        company: "",
        email,
        phone: "0121 496 0000",
        notRobot: true,
        projectDetails: `Soak enquiry ${n}.`,
        submittedAt: new Date().toISOString(),
      },
    };
  }
  const date = todayInLondon(new Date(Date.now() + 30 * 86_400_000));
  return {
    path: "/api/bookingEvents",
    body: {
      name: `Soak ${n}`,
      email,
      telephone: "0121 496 0000",
      date,
      occasion: "Soak test",
      message: `Soak booking ${n}.`,
    },
  };
}

/** The id a 201 carries; anything unparseable (an HTML error page, say) has none. */
function insertedIdOf(body: string) {
  try {
    const id = (JSON.parse(body) as { insertedId?: unknown }).insertedId;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function runSoak(options: { seconds?: number; connections?: number } = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SOAK_SECONDS ?? 60);
  const connections = options.connections ?? Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50);
  const maxRequests = Number(process.env.BENCH_SOAK_MAX_REQUESTS ?? 1_000_000);
  const server = await startBenchServer({
    name: "soak",
    seed: true,
    env: {
      INBOX_RATE_LIMIT: String(RATE_LIMIT),
      INBOX_RATE_WINDOW_SECONDS: String(RATE_WINDOW_SECONDS),
    },
  });
  try {
    const { hostname } = new URL(server.url);
    if (!["localhost", "127.0.0.1", "[::1]"].includes(hostname)) {
      throw new Error(`soak: ${server.url} is not loopback`);
    }
    const paths = await readPaths(server.url);
    const marker = `soak-${randomBytes(4).toString("hex")}`;
    const latencies: number[] = [];
    const writes: Write[] = [];
    const counts = { requests: 0, reads: 0, rateLimited: 0, networkErrors: 0, badStatus: 0 };

    /** One request; its latency is recorded when an answer (body included) arrived. */
    async function timed(path: string, init: RequestInit = {}) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}${path}`, {
          ...init,
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.text();
        latencies.push(performance.now() - started);
        return { status: response.status, body };
      } catch {
        counts.networkErrors += 1;
        return null;
      }
    }

    async function read() {
      counts.reads += 1;
      const answer = await timed(paths[Math.floor(Math.random() * paths.length)]!);
      if (answer && answer.status !== 200) counts.badStatus += 1;
    }

    async function write(kind: Kind) {
      const n = writes.length;
      const abuser = n % 10 === 9 ? ABUSERS[Math.floor(n / 10) % ABUSERS.length] : undefined;
      const address = abuser ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      // The email is the write's marker: unique, so the admin list shows how often each landed.
      const record: Write = {
        kind,
        email: `${marker}-${n}@bench.test`,
        abuser,
        outcome: "ambiguous",
      };
      writes.push(record);
      const { path, body } = writeRequest(kind, n, record.email);
      const answer = await timed(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify(body),
      });
      if (!answer) return;
      const id = insertedIdOf(answer.body);
      if (answer.status === 201 && id) {
        record.outcome = "acknowledged";
        record.id = id;
      } else if (answer.status === 429 && abuser) {
        record.outcome = "refused";
        counts.rateLimited += 1;
      } else {
        record.outcome = "rejected";
        counts.badStatus += 1;
      }
    }

    console.log(`Soak: ${connections} connections, up to ${seconds} s or ${maxRequests} requests…`);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline && counts.requests < maxRequests) {
        counts.requests += 1;
        const roll = Math.random();
        if (roll < WRITE_SHARE) await write(roll < WRITE_SHARE / 2 ? "enquiry" : "booking");
        else await read();
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - started) / 1000;

    const overLimit = overLimitAcknowledgements(writes, elapsed);
    const stored = await verifyStored(server, writes);
    latencies.sort((a, b) => a - b);
    const acknowledged = writes.filter((w) => w.outcome === "acknowledged").length;
    const result: SoakResult = {
      seconds: Math.round(elapsed * 10) / 10,
      connections,
      requests: counts.requests,
      requestsPerSecond: Math.round(counts.requests / elapsed),
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
      reads: counts.reads,
      writes: writes.length,
      acknowledgedWrites: acknowledged,
      rateLimited: counts.rateLimited,
      errors: counts.networkErrors + counts.badStatus + overLimit.excess,
      storedExactlyOnce: stored.faults.length === 0,
      detail: [
        `${counts.networkErrors} network errors, ${counts.badStatus} unexpected statuses`,
        overLimit.note,
        stored.note,
        ...stored.faults.slice(0, 5),
      ].join("; "),
    };
    return result;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const result = await runSoak();
  console.table(result);
  if (result.errors || !result.storedExactlyOnce) process.exitCode = 1;
}
