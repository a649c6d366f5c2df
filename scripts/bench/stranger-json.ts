import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppProcess } from "../../tests/support/app-process.ts";

// What a stranger's megabyte of JSON costs at an editor's endpoint (ADR 0149): twenty anonymous
// POST /api/addNew of 90,000 keys, one after another and then all at once, while /healthz is
// timed. BENCH_REFERENCE=<another checkout> runs that checkout's build instead.
// Run: npm run build && node scripts/bench/stranger-json.ts

const from = process.env.BENCH_REFERENCE;
const app = await startAppProcess(
  {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "agency-json-")),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  },
  from ? { from } : {},
);
const origin = new URL(app.url).origin;

// Short keys and values keep it under the 1 MB article limit, so nothing refuses it by its size.
const body = JSON.stringify(
  Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [i.toString(36), 0])),
);

async function send(n: number) {
  const response = await fetch(`${app.url}/api/addNew`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", origin, "x-forwarded-for": `198.51.100.${n}` },
  });
  await response.arrayBuffer();
  return response.status;
}

async function healthzWhile(work: Promise<unknown>) {
  let worst = 0;
  let done = false;
  void work.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await (await fetch(`${app.url}/healthz`)).arrayBuffer();
    worst = Math.max(worst, performance.now() - started);
  }
  await work;
  return worst;
}

console.log(`body: ${(body.length / 1e6).toFixed(2)} MB, 90,000 keys`);
await send(0); // warm up
let started = performance.now();
const statuses: number[] = [];
const serial = (async () => {
  for (let n = 1; n <= 20; n++) statuses.push(await send(n));
})();
let worst = await healthzWhile(serial);
console.log(
  `20 one after another: ${(performance.now() - started).toFixed(0)} ms, statuses ${[...new Set(statuses)]}, /healthz max ${worst.toFixed(0)} ms`,
);
started = performance.now();
const parallel = Promise.all(Array.from({ length: 20 }, (_, n) => send(100 + n)));
worst = await healthzWhile(parallel);
console.log(
  `20 at once: ${(performance.now() - started).toFixed(0)} ms, statuses ${[...new Set(await parallel)]}, /healthz max ${worst.toFixed(0)} ms`,
);
await app.stop();
