import net from "node:net";
import { describe, expect, it } from "vitest";
import { enquiry } from "../support/enquiry.ts";
import { createClient } from "../support/http-client.ts";
import { startTestServer, UNLIMITED } from "../support/test-server.ts";

// The mail transport's own timeouts (server/mail/mailer.ts): a mail server that takes the
// connection and never greets is given up on, and the message left in the queue for a retry
// (ADR 0159), instead of holding the worker for nodemailer's default 30 s. Nothing here depends
// on the database, so it runs on the embedded one only; mail-queue.test.ts proves the queue.

const NOTIFY_TO = "inbox@agency.test";

describe("a mail server that accepts and never answers", () => {
  it("is given up on after the 5 s greeting timeout, not nodemailer's 30 s", async () => {
    const mute = net.createServer(() => {});
    await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", resolve));
    const { port } = mute.address() as net.AddressInfo;
    const silent = await startTestServer({
      ...UNLIMITED,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ENQUIRY_NOTIFY_TO: NOTIFY_TO,
      MAIL_RETRY_SECONDS: "60",
    });
    try {
      const response = await createClient(silent.url).post(
        "/api/contact",
        enquiry("Unanswered Sender", "unanswered@example.com"),
      );
      expect(response.status).toBe(201);
      // The attempt fails and is left for a retry well before nodemailer's own 30 s.
      await expect
        .poll(() => silent.output().includes("Greeting never received"), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await silent.close();
      mute.close();
    }
  }, 30_000);
});
