import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationLinkIn } from "../support/email-verification.ts";
import { createClient } from "../support/http-client.ts";
import { waitForOutboxMessage } from "../support/outbox.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// A reset link is a key to the account; a confirmation link, to the admin role of a listed
// address. Neither may be written to a log, kept by a cache or sent on in a Referer (ADR 0068).

let server: TestServer;
beforeAll(async () => {
  // Without SMTP_URL, mail goes to the outbox; info level logs every request.
  server = await startTestServer({ LOG_LEVEL: "info" });
});
afterAll(async () => {
  await server?.close();
});

const form = (values: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(values).toString(),
});

describe("reset and confirmation tokens", () => {
  it("never reach the log, and the reset page is neither cached nor referred", async () => {
    const email = "tokens@redaction.test";
    const client = createClient(server.url);
    await client.signUp(email);
    const confirm = await waitForOutboxMessage(server.dataDir, email, /Confirm/);
    const confirmLink = new URL(verificationLinkIn(confirm.text));
    await (await client.get(`${confirmLink.pathname}${confirmLink.search}`)).arrayBuffer();

    await createClient(server.url).request("/reset", form({ email }));
    const reset = await waitForOutboxMessage(server.dataDir, email, /Reset/);
    const link = new URL(reset.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0]);
    const token = link.pathname.split("/").at(-1)!;

    const visitor = createClient(server.url);
    const redirect = await visitor.get(`${link.pathname}${link.search}`);
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get("location")!, server.url);
    const page = `${target.pathname}${target.search}`;
    expect(page).toBe(`/reset-password?token=${token}`);
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await visitor.get(page);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin");
      expect(response.headers.get("etag")).toBeNull();
      nonces.push(response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!);
      await response.arrayBuffer();
    }
    // Rendered afresh each time: the page cache never kept it.
    expect(nonces[0]).not.toBe(nonces[1]);

    await expect.poll(() => server.output()).toContain("reset-password?token=[redacted]");
    const log = server.output();
    expect(log).toContain("/api/auth/reset-password/[redacted]");
    expect(log).toContain("verify-email?token=[redacted]");
    expect(log).not.toContain(token);
    expect(log).not.toContain(confirmLink.searchParams.get("token"));
    // The outbox fallback says where the message is, never what it says.
    expect(log).toMatch(/"msg":"mail written to outbox"/);
    expect(log).toMatch(/"file":"[^"]+outbox[^"]+\.json"/);
  });
});
