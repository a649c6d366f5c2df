import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppProcess, startAppProcess } from "../../tests/support/app-process.ts";
import { createClient } from "../../tests/support/http-client.ts";
import { atLeast, type Figure } from "./figures.ts";
import { measure, type Row } from "./throughput.ts";

// The article page rendered for a signed-in reader (a real session; such pages are never
// cached), at 10 connections. The target is twice what main had before issue 15 (d482a5b):
// - with BENCH_REFERENCE=<a built checkout of that commit>, its server is started on a database
//   seeded by its own scripts and measured in this run, and the ratio is direct;
// - without it, this render's share of the bare node:http server's throughput is compared with
//   the share main had, measured the same way (docs/performance.md, "Signed-in render").
// After a warm-up each, the two servers are measured in alternated rounds and the figure is the
// median of the rounds' ratios: one 5 s run each moved the ratio by ±10 % on a shared machine.

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const ROUNDS = 3;
/**
 * Main (d482a5b) as issue 15 measured it on the 2-core reference machine: 116 req/s for the
 * signed-in article beside 23,700–27,100 req/s for a bare node:http server (0.0046 at the middle).
 * A conservative yardstick: that render may have used a session the server did not find, which
 * costs fewer queries than the real one measured here.
 */
export const mainSignedInShare = 116 / 25_400;

async function signedInCookie(baseUrl: string) {
  const reader = createClient(baseUrl);
  await reader.signUp("bench-reader@bench.test", "Passw0rd!", "Bench Reader");
  return [...reader.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

type Target = { url: string; name: string; cookie: string };

async function target(app: AppProcess, article: string, name: string): Promise<Target> {
  const cookie = await signedInCookie(app.url);
  const url = `${app.url}${article}`;
  const page = await (await fetch(url, { headers: { cookie } })).text();
  if (!page.includes("Bench Reader")) throw new Error(`${name}: the page is not the signed-in one`);
  return { url, name, cookie };
}

const run = ({ url, name, cookie }: Target, runSeconds = seconds) =>
  measure(url, name, { connections: CONNECTIONS, headers: { cookie }, seconds: runSeconds });

/** Each target's rounds, alternated after a warm-up each, so that a slower stretch of a shared
 * machine falls on both sides of the ratio rather than on one. */
async function rounds(targets: Target[]) {
  for (const each of targets) await run(each, 2);
  const results: Row[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, each] of targets.entries()) results[index]!.push(await run(each));
  }
  return results;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The reference checkout's server on a database of its own, or undefined without one. */
async function startReference() {
  const from = process.env.BENCH_REFERENCE;
  if (!from) return undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-bench-reference-"));
  const seeded = spawnSync(process.execPath, ["scripts/seed.ts"], {
    cwd: from,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: "ignore",
  });
  if (seeded.status !== 0) throw new Error(`could not seed the reference checkout ${from}`);
  const app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }, { from });
  return {
    app,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function compare(targets: Target[], node: Row) {
  const measured = await rounds(targets);
  const [ours, before] = measured;
  console.log(
    `\nSigned-in article render (${CONNECTIONS} connections, ${seconds} s, ${ROUNDS} alternated rounds):`,
  );
  console.table(
    measured.flatMap((each) =>
      each.map((row, round) => ({
        target: row.name,
        round: round + 1,
        "req/s": Math.round(row.requestsPerSecond),
        "p50 ms": row.p50,
        "p99 ms": row.p99,
        errors: row.errors,
        "× node": (row.requestsPerSecond / node.requestsPerSecond).toFixed(4),
      })),
    ),
  );
  // Each round's ratio compares two runs taken back to back; the median of those is the figure.
  const ratio = before
    ? median(ours!.map((row, round) => row.requestsPerSecond / before[round]!.requestsPerSecond))
    : median(ours!.map((row) => row.requestsPerSecond / node.requestsPerSecond)) /
      mainSignedInShare;
  const figures: Figure[] = [
    atLeast({
      id: "signed-in-vs-main",
      name: before
        ? `signed-in article req/s ÷ the same on BENCH_REFERENCE (main before issue 15), median of ${ROUNDS} rounds`
        : `signed-in article req/s ÷ bare node req/s, as a multiple of main's ${mainSignedInShare.toFixed(4)}`,
      value: ratio,
      limit: 2,
      unit: "×",
      digits: 2,
    }),
    atLeast({
      id: "signed-in-errors",
      name: "signed-in article: answers without errors (1 = yes)",
      value: measured.flat().every((row) => row.errors === 0) ? 1 : 0,
      limit: 1,
      unit: "",
    }),
  ];
  return figures;
}

export async function measureSignedIn(app: AppProcess, article: string, node: Row) {
  const reference = await startReference();
  try {
    const targets = [await target(app, article, "article, signed in (rendered per request)")];
    if (reference) {
      const [latest] = await (await fetch(`${reference.app.url}/api/allNews?limit=1`)).json();
      // A reference built before readable addresses (ADR 0105) answers without a slug.
      const referenceArticle = `/news/${latest.slug ?? latest._id}`;
      targets.push(await target(reference.app, referenceArticle, "the same, on BENCH_REFERENCE"));
    }
    return await compare(targets, node);
  } finally {
    await reference?.stop();
  }
}
