import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONFIRM_SUBJECT,
  followConfirmationLink,
  verificationLinkIn,
} from "../support/email-verification.ts";
import { createClient } from "../support/http-client.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";

// ADMIN_EMAILS grants the admin role only to a verified address (ADR 0061): signing up with a
// listed address is not enough; following the link mailed to it (over real SMTP) is.

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const confirmationTo = (email: string) =>
  smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === CONFIRM_SUBJECT);

function form(values: Record<string, string>) {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  };
}

async function isAdmin(client: ReturnType<typeof createClient>, email: string) {
  const [record] = await (await client.get(`/api/user/${encodeURIComponent(email)}`)).json();
  return record.isAdmin as string;
}

describe("a listed admin address", () => {
  it("is not admin after sign-up, and is once the mailed link is followed", async () => {
    const owner = createClient(server.url);
    await owner.signUp(ADMIN_EMAIL);
    expect((await owner.get("/dashbord")).status).toBe(403);
    expect((await owner.get("/api/contacts")).status).toBe(403);
    expect(await isAdmin(owner, ADMIN_EMAIL)).toBe("false");

    const mail = await confirmationTo(ADMIN_EMAIL);
    const link = verificationLinkIn(mail.text);
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=/);
    const followed = await followConfirmationLink(owner, link);
    expect(followed.headers.get("location")).toBe("/profile?verified=1");

    expect((await owner.get("/dashbord")).status).toBe(200);
    expect(await isAdmin(owner, ADMIN_EMAIL)).toBe("true");
    const profile = await (await owner.get("/profile?verified=1")).text();
    expect(profile).toContain("Email address confirmed");
    expect(profile).toContain("your email address is confirmed");
  });

  it("is not admin when signed up through the form either, until confirmed", async () => {
    await server.close();
    server = await startTestServer({ SMTP_URL: smtp.url, ADMIN_EMAILS: "owner@integration.test" });
    const owner = createClient(server.url);
    const created = await owner.request(
      "/signUp",
      form({
        intent: "password",
        name: "Owner",
        photoURL: "https://example.com/o.png",
        email: "owner@integration.test",
        password: "Own3r!pass",
      }),
    );
    expect(created.status).toBe(200);
    await owner.signIn("owner@integration.test", "Own3r!pass");
    expect((await owner.get("/dashbord")).status).toBe(403);
    const mail = await confirmationTo("owner@integration.test");
    await followConfirmationLink(createClient(server.url), verificationLinkIn(mail.text));
    expect((await owner.get("/dashbord")).status).toBe(200);
  });
});

describe("the profile page", () => {
  it("says the address is unconfirmed and mails the link again on request", async () => {
    const member = createClient(server.url);
    await member.signUp("member@integration.test");
    const page = await (await member.get("/profile")).text();
    expect(page).toContain("Please confirm your email address");
    await confirmationTo("member@integration.test");
    const before = smtp.received.filter((m) => m.to.includes("member@integration.test")).length;

    const resent = await member.request("/profile", form({ intent: "verify" }));
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain("We have sent you a new confirmation link.");
    await smtp.waitFor(
      () => smtp.received.filter((m) => m.to.includes("member@integration.test")).length > before,
    );
  });

  it("explains a broken or expired link", async () => {
    const member = createClient(server.url);
    await member.signUp("broken-link@integration.test");
    const answer = await member.get(
      "/api/auth/verify-email?token=nonsense&callbackURL=%2Fprofile%3Fverified%3D1",
    );
    expect(answer.status).toBe(302);
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(/^\/profile\?verified=1&error=/);
    expect(await (await member.get(location)).text()).toContain(
      "That confirmation link is invalid or has expired.",
    );
  });
});
