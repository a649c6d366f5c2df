import { readFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { choosePasswordAndSignIn } from "../../tests/support/email-verification.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { createClient } from "../../tests/support/http-client.ts";
import { article } from "../../tests/support/news-fixtures.ts";
import { BENCH_ADMIN, startBenchServer } from "./bench-server.ts";
import type { Figure } from "./figures.ts";
import { percentile } from "./stats.ts";

// Issue 34: one article emailed to BENCH_SUBSCRIBERS (10,000) imported readers through the
// durable queue to a local SMTP server that accepts everything, at MAIL_SEND_RATE=1000 (above
// what one process's one-at-a-time worker reaches, so the figure is the queue's own pace). Also:
// the CSV import's time, the server's peak memory while sending, and the public pages' latency
// while it sends against before. Run alone: `node scripts/bench/newsletter-send.ts`.

const readers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);

/** An SMTP server that keeps only a count, and the admin's confirmation mail. */
async function smtpSink() {
  let delivered = 0;
  let adminMail = "";
  // When the first and the latest message arrived: the queue's pace is counted between them.
  let firstAt = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      const forAdmin = session.envelope.rcptTo.some((to) => to.address === BENCH_ADMIN);
      stream.on("data", (chunk: Buffer) => forAdmin && chunks.push(chunk));
      stream.on("end", () => {
        delivered += 1;
        lastAt = performance.now();
        firstAt ||= lastAt;
        if (forAdmin) adminMail = Buffer.concat(chunks).toString("utf8");
        done();
      });
    },
  });
  // The server's kept connection is reset when it stops: noted, not thrown.
  server.on("error", () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered: () => delivered,
    /** Resets the clock of the first and latest message, for the next batch. */
    restartClock: () => {
      firstAt = 0;
      lastAt = 0;
    },
    pace: () => ({ firstAt, lastAt }),
    adminMail: () => adminMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m);
  return line ? Number(line[1]) / 1024 : 0;
};

async function latencies(url: string, until: () => boolean, paths = ["/", "/news"]) {
  const ms: number[] = [];
  for (let i = 0; !until(); i += 1) {
    const started = performance.now();
    await (await fetch(`${url}${paths[i % paths.length]}`)).arrayBuffer();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

export async function measureNewsletterSend(): Promise<Figure[]> {
  const sink = await smtpSink();
  const app = await startBenchServer({
    name: "newsletter",
    seed: true,
    env: { SMTP_URL: sink.url, MAIL_SEND_RATE: "1000" },
  });
  try {
    const admin = createClient(app.url);
    await admin.signUp(BENCH_ADMIN);
    while (!sink.adminMail()) await new Promise((resolve) => setTimeout(resolve, 50));
    const mailText = sink
      .adminMail()
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    await choosePasswordAndSignIn(admin, { mailText, email: BENCH_ADMIN });

    const csv = `email\n${Array.from({ length: readers }, (_, i) => `reader${i}@bench.test`).join("\n")}\n`;
    let importing = true;
    const importStarted = performance.now();
    const [imported, duringImport] = await Promise.all([
      admin
        .request("/api/newsletter/subscribers/import", {
          method: "POST",
          headers: { "content-type": "text/csv" },
          body: csv,
        })
        .then(async (response) => {
          importing = false;
          return (await response.json()) as { added: number };
        }),
      latencies(app.url, () => !importing, ["/healthz"]),
    ]);
    const importSeconds = (performance.now() - importStarted) / 1000;

    const quiet: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      await (await fetch(`${app.url}${i % 2 ? "/news" : "/"}`)).arrayBuffer();
      quiet.push(performance.now() - started);
    }
    quiet.sort((a, b) => a - b);

    const start = sink.delivered();
    sink.restartClock();
    const sendStarted = performance.now();
    const published = await admin.post(
      "/api/addNew",
      article({ title: "Bench newsletter issue", sendToSubscribers: true }),
    );
    if (published.status !== 201) throw new Error(`publish failed: ${published.status}`);
    let peak = 0;
    const pid = app.app.child.pid!;
    const done = () => sink.delivered() - start >= imported.added;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 200);
    const whileSending = await latencies(app.url, done);
    clearInterval(sampler);
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    // From the first message to the last: the queue's own pace, without the wait before it starts.
    const { firstAt, lastAt } = sink.pace();
    const perSecond = (imported.added - 1) / ((lastAt - firstAt) / 1000);
    const firstAfter = (firstAt - sendStarted) / 1000;
    const p = (sorted: number[], q: number) => Math.round(percentile(sorted, q) * 10) / 10;
    console.log(`\nNewsletter: ${imported.added} readers imported and mailed one issue`);
    console.table([
      {
        "import s": Math.round(importSeconds * 10) / 10,
        "healthz p95 during import ms": p(duringImport, 95),
        "first mail after s": Math.round(firstAfter * 10) / 10,
        "messages/s": Math.round(perSecond),
        "send s": Math.round(sendSeconds),
        "peak RSS MB": Math.round(peak),
        "pages p50/p95 quiet ms": `${p(quiet, 50)} / ${p(quiet, 95)}`,
        "pages p50/p95 sending ms": `${p(whileSending, 50)} / ${p(whileSending, 95)}`,
      },
    ]);
    const reported = (id: string, name: string, value: number, unit: string): Figure => ({
      id,
      name,
      value,
      unit,
      target: "reported",
      pass: true,
      digits: 1,
    });
    return [
      reported(
        "newsletter-import-s",
        `import of ${imported.added} readers (one CSV)`,
        importSeconds,
        "s",
      ),
      reported(
        "newsletter-msgs-per-s",
        `newsletter to ${imported.added} readers, local SMTP`,
        perSecond,
        "msg/s",
      ),
      reported("newsletter-rss-mb", "server's peak memory while sending", peak, "MB"),
      reported("newsletter-pages-p95-quiet", "public pages p95, not sending", p(quiet, 95), "ms"),
      reported(
        "newsletter-pages-p95-sending",
        "public pages p95, while sending",
        p(whileSending, 95),
        "ms",
      ),
    ];
  } finally {
    await app.stop();
    await sink.close();
  }
}

if (import.meta.main) await measureNewsletterSend();
