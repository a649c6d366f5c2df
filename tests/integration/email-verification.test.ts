import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationMessages } from "../../app/lib/login-messages.ts";
import {
  ADMIN_CONFIRM_SUBJECT,
  CONFIRM_SUBJECT,
  followConfirmationLink,
  passwordLinkIn,
  verificationLinkIn,
} from "../support/email-verification.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { type ReceivedMail, startSmtpInbox } from "../support/smtp-inbox.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Proving an address, over a real SMTP server (ADRs 0061, 0120). A link that only proves the
// inbox never grants admin: an ADMIN_EMAILS address is mailed a link to choose the account's
// password, which ends every session and leaves whoever registered the address first with
// nothing (review H1). Confirming any address ends the sessions opened before it.

const OWNER = "owner@integration.test";
const LISTED_LATER = "listed-later@integration.test";

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: smtp.url, ADMIN_EMAILS: OWNER });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const mailsTo = (email: string, subject: string) =>
  smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === subject);

/** Waits for the `count`-th message to `email` with this subject. */
async function nthMail(email: string, subject: string, count = 1): Promise<ReceivedMail> {
  await smtp.waitFor(() => mailsTo(email, subject).length >= count);
  return mailsTo(email, subject)[count - 1]!;
}

function form(values: Record<string, string>) {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  };
}

async function isAdmin(client: TestClient, email: string) {
  const [record] = await (await client.get(`/api/user/${encodeURIComponent(email)}`)).json();
  return record.isAdmin as string;
}

/** Follows a password link to its page, as a browser would: the page's path and the token. */
async function openPasswordLink(client: TestClient, mail: ReceivedMail) {
  const followed = await followConfirmationLink(client, passwordLinkIn(mail.text));
  const page = new URL(followed.headers.get("location") ?? "", server.url);
  return { page: `${page.pathname}${page.search}`, token: page.searchParams.get("token") ?? "" };
}

describe("an ADMIN_EMAILS address registered by someone else first (review H1)", () => {
  it("leaves the squatter's session and password nothing once the owner chooses the password", async () => {
    const attacker = createClient(server.url);
    const squatterPassword = "Squ4tter!";
    const signUp = await attacker.request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        name: "Att",
        email: OWNER,
        password: squatterPassword,
        image: "https://x.example/a.png",
      },
    });
    expect(signUp.status).toBe(200);
    await attacker.signIn(OWNER, squatterPassword);
    expect((await attacker.get("/api/contacts")).status).toBe(403);
    // The admin page says what the owner would do next, as it says to every unconfirmed account:
    // nothing tells the squatter that the address is listed.
    const refused = await attacker.get("/dashbord");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(
      /If this is the site owner(&#x27;|')s address, follow the link/,
    );

    // The owner's inbox gets no link that merely confirms; the squatter can have it sent again.
    const first = await nthMail(OWNER, ADMIN_CONFIRM_SUBJECT);
    expect(mailsTo(OWNER, CONFIRM_SUBJECT)).toEqual([]);
    expect(first.text).not.toContain("verify-email");
    const resent = await createClient(server.url).post("/api/auth/send-verification-email", {
      email: OWNER,
    });
    expect(await resent.json()).toEqual({ status: true });
    await nthMail(OWNER, ADMIN_CONFIRM_SUBJECT, 2);

    // The owner clicks: opening the link changes nothing yet.
    const owner = createClient(server.url);
    const { page, token } = await openPasswordLink(owner, first);
    expect(page).toMatch(/^\/reset-password\?confirm=1&token=/);
    expect(await (await owner.get(page)).text()).toContain(
      "Confirm your address and choose your password",
    );
    expect((await attacker.get("/api/contacts")).status).toBe(403);

    const chosen = await owner.request(
      page,
      form({ token, password: "0wner!Pw", confirmPassword: "0wner!Pw" }),
    );
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain(
      "Your email address is confirmed and your password is set.",
    );

    // The squatter's session has ended and their password no longer opens the account.
    expect((await attacker.get("/api/contacts")).status).toBe(401);
    expect((await attacker.get("/dashbord")).status).toBe(302);
    const again = await createClient(server.url).post("/api/auth/sign-in/email", {
      email: OWNER,
      password: squatterPassword,
    });
    expect(again.status).toBe(401);

    await owner.signIn(OWNER, "0wner!Pw");
    expect((await owner.get("/api/contacts")).status).toBe(200);
    expect((await owner.get("/dashbord")).status).toBe(200);
    expect(await isAdmin(owner, OWNER)).toBe("true");
  });

  it("is not made admin by a plain confirmation link, even one mailed before it was listed", async () => {
    const member = createClient(server.url);
    await member.signUp(LISTED_LATER, "Passw0rd!");
    const plain = await nthMail(LISTED_LATER, CONFIRM_SUBJECT);
    server = await server.restart({ ADMIN_EMAILS: `${OWNER},${LISTED_LATER}` });
    const client = createClient(server.url);
    await followConfirmationLink(client, verificationLinkIn(plain.text));
    await client.signIn(LISTED_LATER, "Passw0rd!");
    expect((await client.get("/dashbord")).status).toBe(403);
    expect(await isAdmin(client, LISTED_LATER)).toBe("false");

    // What an owner listed later does: "Forgot password?", and the mailed link grants the role.
    await createClient(server.url).request("/reset", form({ email: LISTED_LATER }));
    const reset = await nthMail(LISTED_LATER, "Reset your password");
    const { page, token } = await openPasswordLink(client, reset);
    await client.request(page, form({ token, password: "L4ter!pw", confirmPassword: "L4ter!pw" }));
    await client.signIn(LISTED_LATER, "L4ter!pw");
    expect((await client.get("/dashbord")).status).toBe(200);
    // A restart of the server: the embedded database takes its time on a busy machine.
  }, 90_000);
});

describe("confirming an address", () => {
  it("ends every session opened before it and leads to the login page, which says so", async () => {
    const email = "member@integration.test";
    const laptop = createClient(server.url);
    await laptop.signUp(email);
    const phone = createClient(server.url);
    await phone.signIn(email);
    expect(await (await phone.get("/profile")).text()).toContain(
      "Please confirm your email address",
    );

    const mail = await nthMail(email, CONFIRM_SUBJECT);
    const followed = await followConfirmationLink(laptop, verificationLinkIn(mail.text));
    expect(followed.headers.get("location")).toBe("/login?verified=1");
    for (const device of [laptop, phone]) {
      expect(await (await device.get("/api/auth/get-session")).json()).toBeNull();
    }
    expect(await (await laptop.get("/login?verified=1")).text()).toContain(
      verificationMessages.confirmed,
    );

    await laptop.signIn(email);
    expect(await (await laptop.get("/profile")).text()).toContain("Email address confirmed");
  });

  it("explains a broken or expired link on the login page", async () => {
    const answer = await createClient(server.url).get(
      "/api/auth/verify-email?token=nonsense&callbackURL=%2Flogin%3Fverified%3D1",
    );
    expect(answer.status).toBe(302);
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(/^\/login\?verified=1&error=/);
    expect(await (await createClient(server.url).get(location)).text()).toContain(
      "That confirmation link is invalid or has expired.",
    );
  });
});

describe("callback addresses given to Better Auth", () => {
  it("are refused unless they stay on the site as written (second review, M3b)", async () => {
    const visitor = createClient(server.url);
    for (const callback of ["/%2e//evil.example/phish", "/..//evil.example", "/.//evil.example"]) {
      const answer = await visitor.get(
        `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`,
      );
      await answer.arrayBuffer();
      expect([callback, answer.status]).toEqual([callback, 400]);
      expect(answer.headers.get("location")).toBeNull();
    }
  });
});

describe("the profile page", () => {
  it("says the address is unconfirmed and mails the link again on request", async () => {
    const member = createClient(server.url);
    await member.signUp("resend@integration.test");
    expect(await (await member.get("/profile")).text()).toContain(
      "Please confirm your email address",
    );
    await nthMail("resend@integration.test", CONFIRM_SUBJECT);

    const resent = await member.request("/profile", form({ intent: "verify" }));
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain("We have sent you a new confirmation link.");
    await nthMail("resend@integration.test", CONFIRM_SUBJECT, 2);
  });
});

describe("mail to an address nobody has proved (review L3)", () => {
  it("carries no word the requester chose: not the name, not a redirect", async () => {
    const email = "someone-else@integration.test";
    const chosen = "Zanzibar Prize Desk";
    await createClient(server.url).request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: chosen, email, password: "Passw0rd!", image: "https://x.example/a.png" },
    });
    await createClient(server.url).post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/zanzibar-prize",
    });
    const mails = [
      await nthMail(email, CONFIRM_SUBJECT),
      await nthMail(email, "Reset your password"),
    ];
    for (const mail of mails) {
      expect(mail.text.toLowerCase()).not.toContain("zanzibar");
      expect(mail.text).toMatch(/^Hello,$/m);
    }
    expect(passwordLinkIn(mails[1]!.text)).toMatch(/\?callbackURL=%2Freset-password$/);
  });
});
