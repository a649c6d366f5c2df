import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choosePasswordAndSignIn } from "../support/email-verification.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";

// The agency inbox is told of each enquiry and booking over real SMTP; when the mail server is
// down the visitor's submission is still accepted and kept, marked as not notified.

const NOTIFY_TO = "inbox@agency.test";
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: TestServer;
let admin: TestClient;

/** A local port with nothing listening on it: connections are refused at once. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function listed(path: string, id: string) {
  const rows = (await (await admin.get(path)).json()) as Array<Record<string, unknown>>;
  return rows.find((row) => row._id === id);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("condition not reached in 10 s");
}

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: smtp.url, ENQUIRY_NOTIFY_TO: NOTIFY_TO });
  admin = createClient(server.url);
  await admin.signUp(ADMIN_EMAIL);
  const confirm = await smtp.waitFor((mail) => mail.to.includes(ADMIN_EMAIL));
  await choosePasswordAndSignIn(admin, { mailText: confirm.text, email: ADMIN_EMAIL });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe("notifications", () => {
  it("emails the agency inbox the enquiry's details and marks it notified", async () => {
    const response = await createClient(server.url).post("/api/contact", {
      name: "Mail Tester",
      company: "Post Office Ltd",
      email: "mail.tester@example.com",
      phone: "0121 555 0101",
      projectDetails: "Please quote for a booking site.",
      submittedAt: new Date().toISOString(),
    });
    expect(response.status).toBe(201);
    const { insertedId } = await response.json();
    const mail = await smtp.waitFor((m) => m.raw.includes("Mail Tester"));
    expect(mail.text).toContain(`${server.url}/dashbord/${insertedId}`);
    expect(mail.to).toEqual([NOTIFY_TO]);
    expect(mail.raw).toMatch(/^Subject: New enquiry from Mail Tester \(Post Office Ltd\)/m);
    expect(mail.raw).toContain("mail.tester@example.com");
    expect(mail.raw).toContain("0121 555 0101");
    expect(mail.raw).toContain("Please quote for a booking site.");
    // Reply answers the visitor; the link opens this enquiry's own page.
    expect(mail.raw).toMatch(/^Reply-To: mail\.tester@example\.com\r?$/m);
    const row = await eventually(
      () => listed("/api/contacts", insertedId),
      (value) => value?.notified === true,
    );
    expect(row?.notifyError).toBeNull();
  });

  it("emails the agency inbox each booking", async () => {
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const response = await createClient(server.url).post("/api/bookingEvents", {
      name: "Booking Mailer",
      email: "booker@example.com",
      telephone: "07700 900456",
      date,
      occasion: "Mela",
      message: "",
    });
    expect(response.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.raw.includes("Booking Mailer"));
    expect(mail.to).toEqual([NOTIFY_TO]);
    // The date as people read it, not the ISO day the form posts.
    const readable = new Intl.DateTimeFormat("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${date}T00:00:00Z`));
    expect(mail.raw).not.toContain(date);
    expect(mail.raw).toMatch(new RegExp(`^Subject: New booking: Mela on ${readable}\r?$`, "m"));
    expect(mail.text).toContain(`Date: ${readable}`);
    expect(mail.raw).toMatch(/^Reply-To: booker@example\.com\r?$/m);
    const { insertedId } = await response.json();
    expect(mail.text).toContain(`${server.url}/bookingTable/${insertedId}`);
  });

  it("acknowledges to the sender once an hour per address, echoing nothing they typed", async () => {
    const sender = "Ack.Sender@example.com";
    const typed = "Visit spam-relay.example/win to claim";
    const enquiry = {
      name: `Name ${typed}`,
      company: `Company ${typed}`,
      email: sender,
      phone: "0121 555 0103",
      projectDetails: `Details ${typed}`,
      submittedAt: new Date().toISOString(),
    };
    expect((await createClient(server.url).post("/api/contact", enquiry)).status).toBe(201);
    const ack = await smtp.waitFor((m) => m.to.includes(sender) && /We have your/.test(m.subject));
    expect(ack.subject).toBe("We have your enquiry");
    // The promise a fresh install makes until the owner sets another on /settings.
    expect(ack.text).toContain("we will answer within 24 hours");
    expect(ack.text).not.toContain("spam-relay");
    expect(ack.raw).toMatch(/^Reply-To: hello@example\.com\r?$/m);

    // The same address again, by enquiry and by booking: the agency hears of both, the address
    // is mailed no more (a stranger's address typed again and again cannot flood its inbox).
    const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    await createClient(server.url).post("/api/contact", { ...enquiry, name: "Second Try" });
    await createClient(server.url).post("/api/bookingEvents", {
      name: "Third Try",
      email: sender.toLowerCase(),
      telephone: "07700 900457",
      date,
      occasion: "Eid",
      message: typed,
    });
    await smtp.waitFor((m) => m.raw.includes("Second Try"));
    await smtp.waitFor((m) => m.raw.includes("Third Try"));
    const capped = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"mail.capped"') && line.includes(sender.toLowerCase()))
        .length;
    await eventually(
      async () => capped(),
      (count) => count === 2,
    );
    const toSender = smtp.received.filter((m) =>
      m.to.some((to) => to.toLowerCase() === sender.toLowerCase()),
    );
    expect(toSender).toHaveLength(1);
  });

  it("keeps the enquiry and answers 201 when the mail server is down", async () => {
    server = await server.restart({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    admin = createClient(server.url);
    await admin.signIn(ADMIN_EMAIL);
    const started = Date.now();
    const response = await createClient(server.url).post("/api/contact", {
      name: "Unlucky Timing",
      email: "unlucky@example.com",
      phone: "0121 555 0102",
      projectDetails: "Sent while the mail server was down.",
      submittedAt: new Date().toISOString(),
    });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);
    const { insertedId } = await response.json();
    const row = await eventually(
      () => listed("/api/contacts", insertedId),
      (value) => typeof value?.notifyError === "string",
    );
    expect(row).toMatchObject({ name: "Unlucky Timing", notified: false, notifyFailed: true });
    // Still there after a restart: it was stored, not queued in memory.
    server = await server.restart({ SMTP_URL: smtp.url });
    admin = createClient(server.url);
    await admin.signIn(ADMIN_EMAIL);
    expect(await listed("/api/contacts", insertedId)).toMatchObject({ name: "Unlucky Timing" });
    // Two restarts and sign-ins: 23 s of the default 30 on a loaded two-core machine.
  }, 60_000);
});
