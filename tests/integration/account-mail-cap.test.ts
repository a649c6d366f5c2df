import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAILS_PER_ADDRESS } from "../../server/auth/account-mail.ts";
import { passwordLinkIn } from "../support/email-verification.ts";
import { createClient } from "../support/http-client.ts";
import { outboxMessages } from "../support/outbox.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Reset and confirmation mails all land in the account's own inbox, so they are capped per address
// (ADR 0121, review M4): past the cap a request is answered like any other, nothing is sent, and
// the owner can still use a link already delivered. Requests come from many client addresses (a
// trusted loopback proxy's X-Forwarded-For), as the review's did.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const from = (n: number) => ({ headers: { "x-forwarded-for": `198.51.100.${n}` } });
const mailsTo = (email: string) => outboxMessages(server.dataDir).filter((m) => m.to === email);

/** Waits until the server has logged `count` capped mails to `email`: every request is settled. */
async function cappedMails(email: string, count: number) {
  const capped = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"mail.capped"') && line.includes(email)).length;
  for (let i = 0; i < 200 && capped() < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(capped()).toBe(count);
}

describe("mails to one address", () => {
  it("are capped whoever asks; the owner's own request answers as usual, and a delivered link still works", async () => {
    const victim = "victim@cap.test";
    await createClient(server.url).signUp(victim);

    const ask = (email: string, n: number) =>
      createClient(server.url).post(
        "/api/auth/request-password-reset",
        { email, redirectTo: "/reset-password" },
        from(n),
      );
    const unknown = await (await ask("nobody@cap.test", 99)).json();
    for (let n = 1; n <= 6; n += 1) {
      const answer = await ask(victim, n);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(unknown);
    }
    const own = await createClient(server.url).request("/reset", {
      method: "POST",
      headers: { ...from(50).headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: victim }).toString(),
    });
    // 200 and the usual words, never 429 "Too many reset requests".
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(
      "Password Reset Email Sent. Please check your email inbox for further instructions.",
    );

    // The confirmation sent at sign-up and two resets; the other five requests sent nothing.
    await cappedMails(victim, 5);
    const mails = mailsTo(victim);
    expect(mails).toHaveLength(MAILS_PER_ADDRESS.hour);
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirm your email address",
      "Reset your password",
      "Reset your password",
    ]);

    // The first reset link delivered still sets the password.
    const owner = createClient(server.url);
    const link = new URL(passwordLinkIn(mails[1]!.text));
    const followed = await owner.get(`${link.pathname}${link.search}`);
    const target = new URL(followed.headers.get("location") ?? "", server.url);
    const chosen = await owner.request(`${target.pathname}${target.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: target.searchParams.get("token") ?? "",
        password: "N3w!passw",
        confirmPassword: "N3w!passw",
      }).toString(),
    });
    expect(chosen.status).toBe(200);
    await owner.signIn(victim, "N3w!passw");
  });

  it("caps confirmation re-sends the same way, each answered with the same neutral success", async () => {
    const member = "unconfirmed@cap.test";
    await createClient(server.url).signUp(member);
    for (let n = 1; n <= 5; n += 1) {
      const answer = await createClient(server.url).post(
        "/api/auth/send-verification-email",
        { email: member },
        from(100 + n),
      );
      expect(await answer.json()).toEqual({ status: true });
    }
    await cappedMails(member, 3);
    expect(mailsTo(member).map((m) => m.subject)).toEqual(
      Array(MAILS_PER_ADDRESS.hour).fill("Confirm your email address"),
    );
  });
});
