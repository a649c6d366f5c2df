// Both databases: the mail queue lives in the database (pg-boss on PostgreSQL, and on PGlite through its adapter).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppProcess, startAppProcess } from "../support/app-process.ts";
import { enquiry } from "../support/enquiry.ts";
import { freePort } from "../support/free-port.ts";
import { createClient } from "../support/http-client.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// Every outgoing mail goes through the durable queue (ADR 0159): a permanent refusal (5xx)
// suppresses the address, a temporary one (4xx) is retried and delivered, and a server killed
// with SIGKILL mid-send loses no message and sends at most the one it was handing to SMTP twice,
// also when two processes share the queue afterwards (PostgreSQL).

const NOTIFY_TO = "inbox@agency.test";
const REFUSED = "refused@example.com";
const GREYLISTED = "greylisted@example.com";
/** The worker hands one message at a time to SMTP: the duplicates a kill can cause, per process. */
const IN_FLIGHT = 1;

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: TestServer;
/** On PostgreSQL, a second process that shares the queue after the kill. */
let other: AppProcess | undefined;
const otherDataDir = mkdtempSync(path.join(tmpdir(), "agency-mail-other-"));
const mailEnv = { MAIL_SEND_RATE: "25", MAIL_RETRY_SECONDS: "1" };
let metricsUrl: string;

async function submit(name: string, email: string) {
  const response = await createClient(server.url).post("/api/contact", enquiry(name, email));
  expect(response.status).toBe(201);
  await response.arrayBuffer();
}

const copiesTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).length;
const loggedLines = (text: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes(text));

beforeAll(async () => {
  smtp = await startSmtpInbox(undefined, {
    // Slow enough that a kill is likely to land while a message is being handed over.
    acceptDelayMs: 15,
    refuse: (address, attempt) => {
      if (address === REFUSED) return 550;
      if (address === GREYLISTED && attempt === 1) return 451;
      return undefined;
    },
  });
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startTestServer({
    METRICS_PORT: String(metricsPort),
    ...UNLIMITED,
    SMTP_URL: smtp.url,
    ENQUIRY_NOTIFY_TO: NOTIFY_TO,
    ...mailEnv,
  });
});
afterAll(async () => {
  await other?.stop();
  rmSync(otherDataDir, { recursive: true, force: true });
  await server?.close();
  await smtp?.close();
});

describe("the mail queue", () => {
  it("suppresses an address refused with a 5xx, and retries a 4xx until delivered", async () => {
    await submit("Refused Sender", REFUSED);
    await submit("Greylisted Sender", GREYLISTED);
    // The 451 is retried after MAIL_RETRY_SECONDS and delivered.
    await smtp.waitFor((m) => m.to.includes(GREYLISTED), 20_000);
    expect(smtp.attempts.filter((to) => to === GREYLISTED)).toHaveLength(2);
    await expect
      .poll(() => loggedLines('"permanent":true').some((line) => line.includes("550")))
      .toBe(true);

    // An account mail to the refused address is not tried: the address is suppressed.
    await createClient(server.url).signUp(REFUSED);
    await expect
      .poll(() => loggedLines('"mail.suppressed"').some((line) => line.includes(REFUSED)), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(smtp.attempts.filter((to) => to === REFUSED)).toHaveLength(1);
    expect(copiesTo(REFUSED)).toBe(0);

    // Issue 32: the queue's depth and the mails sent and failed, on METRICS_PORT.
    const metrics = await (await fetch(metricsUrl)).text();
    expect(metrics).toMatch(/^mail_queue_jobs\{state="queued"\} \d+$/m);
    expect(metrics).toMatch(/^mail_queue_jobs\{state="active"\} \d+$/m);
    expect(metrics).toMatch(/^mail_queue_jobs\{state="failed"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^mail_messages_total\{result="sent"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^mail_messages_total\{result="failed"\} [1-9]\d*$/m);
  });

  it("delivers every message once across a SIGKILL mid-send, but the one in flight", async () => {
    // Enough that the kill lands mid-send with most messages still to go; the wait after it is
    // pg-boss's heartbeat (10 s at least), whatever the count.
    const count = 40;
    const names = Array.from(
      { length: count },
      (_, i) => `Kill Test ${String(i).padStart(3, "0")}`,
    );
    const senders = names.map((_, i) => `reader-${i}@example.com`);
    const earlier = smtp.received.length;
    // 40 enquiries: 40 notifications to the inbox and 40 acknowledgements, 80 messages.
    for (let i = 0; i < count; i += 10) {
      await Promise.all(names.slice(i, i + 10).map((name, j) => submit(name, senders[i + j]!)));
    }
    const before = smtp.received.length;
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBeGreaterThan(before + 20);
    await server.stop("SIGKILL");
    const atKill = smtp.received.length;
    server = await server.restart();
    // On PostgreSQL a second process works the same queue: between them, nothing is sent twice.
    if (inject("testDb").driver === "postgres") {
      other = await startAppProcess({
        ...mailEnv,
        DATA_DIR: otherDataDir,
        DATABASE_URL: server.databaseUrl!,
        AUTH_SECRET: "integration-tests-secret-integration-tests-secret",
        SMTP_URL: smtp.url,
        ENQUIRY_NOTIFY_TO: NOTIFY_TO,
      });
    }

    const notification = (name: string) =>
      smtp.received.filter(
        (m) => m.to.includes(NOTIFY_TO) && m.subject === `New enquiry from ${name}`,
      ).length;
    // Everything arrives, also what was queued or being sent when the process died.
    await expect
      .poll(
        () =>
          names.every((name) => notification(name) > 0) && senders.every((to) => copiesTo(to) > 0),
        { timeout: 90_000, interval: 250 },
      )
      .toBe(true);
    // The kill landed mid-send.
    expect(atKill - earlier).toBeLessThan(2 * count);
    const duplicates =
      names.reduce((sum, name) => sum + notification(name) - 1, 0) +
      senders.reduce((sum, to) => sum + copiesTo(to) - 1, 0);
    expect(duplicates).toBeLessThanOrEqual(IN_FLIGHT);
  }, 180_000);
});
