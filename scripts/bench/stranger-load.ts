import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppProcess } from "../../tests/support/app-process.ts";
import { zeroPng } from "../../tests/support/png-bomb.ts";

// What a stranger with no account can make the server do (issue 29, ADR 0149), measured on the
// production build: three parallel 6 MB bodies of 80,000 one-byte parts to each form door while
// /healthz is timed, then four sign-ups at once, from four addresses, each with the 381 kB PNG
// that decodes to 392 MB, while the server's memory and a cached page's latency are watched.
// Run: npm run build && node scripts/bench/stranger-load.ts

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-stranger-"));
const app = await startAppProcess({
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  INBOX_RATE_LIMIT: "100000",
});
const origin = new URL(app.url).origin;
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.child.pid}/status`, "utf8"))![1]) / 1024;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Times `url` every 20 ms until `work` settles. */
async function whileTiming(url: string, work: Promise<unknown>) {
  const times: number[] = [];
  let done = false;
  work.finally(() => {
    done = true;
  });
  while (!done) times.push((await timed(url)).ms);
  await work;
  return times;
}

const part = '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n';
const manyParts = `${part.repeat(Math.ceil((6 * 1024 * 1024) / part.length))}--b--\r\n`;
console.log(
  `many-part body: ${(manyParts.length / 1e6).toFixed(1)} MB, ${(manyParts.length / part.length) | 0} parts`,
);
for (const door of ["/signUp", "/login", "/reset", "/contact", "/enquiry", "/book"]) {
  const sends = [1, 2, 3].map((n) =>
    timed(`${app.url}${door}`, {
      method: "POST",
      body: manyParts,
      headers: {
        "content-type": "multipart/form-data; boundary=b",
        origin,
        "x-forwarded-for": `198.51.100.${n}`,
      },
    }).catch((error) => ({ ms: Number.NaN, status: String(error.cause?.code ?? error) })),
  );
  const health = await whileTiming(`${app.url}/healthz`, Promise.all(sends));
  const answers = await Promise.all(sends);
  console.log(
    `${door}: answers ${answers.map((a) => `${a.status} in ${a.ms.toFixed(0)} ms`).join(", ")}; /healthz max ${Math.max(...health).toFixed(0)} ms over ${health.length}`,
  );
}

await timed(`${app.url}/about`); // cached from here on

/** Four sign-ups at once from four addresses, each with `picture`. */
async function fourSignUps(label: string, picture: Buffer) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const signUps = [1, 2, 3, 4].map((n) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "password",
      name: "Bomb",
      email: `${label.replaceAll(/\W/g, "")}${n}@stranger.test`,
      password: "Passw0rd!",
      photoURL: "",
    })) {
      form.append(name, value);
    }
    if (picture.length) {
      form.append("photo", new Blob([new Uint8Array(picture)], { type: "image/png" }), "b.png");
    } else form.set("photoURL", "https://example.com/me.jpg");
    return timed(`${app.url}/signUp`, {
      method: "POST",
      body: form,
      headers: { origin, "x-forwarded-for": `192.0.2.${n}` },
    });
  });
  const cached = await whileTiming(`${app.url}/about`, Promise.all(signUps));
  clearInterval(sampler);
  const answers = await Promise.all(signUps);
  console.log(
    `four sign-ups with ${label} (${(picture.length / 1000).toFixed(0)} kB): ${answers.map((a) => `${a.status} in ${a.ms.toFixed(0)} ms`).join(", ")}; RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}); cached /about median ${median(cached).toFixed(1)} ms, max ${Math.max(...cached).toFixed(0)} ms over ${cached.length}`,
  );
}
await fourSignUps("no picture", Buffer.alloc(0));
await fourSignUps("the 16-bit 7000×7000 PNG", zeroPng(7000, 7000, 16));
await fourSignUps("an 8-bit 4000×4000 PNG, the largest allowed", zeroPng(4000, 4000, 8));

await app.stop();
rmSync(dataDir, { recursive: true, force: true });
