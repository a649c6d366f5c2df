import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAILS_PER_ADDRESS_DAY, MAILS_PER_REQUESTER } from "../../server/auth/account-mail.ts";
import {
  confirmationFromOutbox,
  followConfirmationLink,
  passwordLinkIn,
  verificationLinkIn,
} from "../support/email-verification.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { outboxMessages } from "../support/outbox.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// Reset and confirmation mails all land in the account's own inbox, so they are counted per
// address and per requester (ADR 0126, after reviews M4 and its re-test): a requester spends
// only its own share, many requesters together at most MAILS_PER_ADDRESS_DAY, and a browser that
// signed in to the account (a known device) is never refused because others asked. Past a cap
// a request is answered like any other and nothing is sent. Requests come from many client
// addresses (a trusted loopback proxy's X-Forwarded-For), as the reviews' did.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(UNLIMITED);
});
afterAll(async () => {
  await server?.close();
});

const from = (n: number) => ({ headers: { "x-forwarded-for": `198.51.${n >> 8}.${n & 255}` } });
const mailsTo = (email: string, subject = "Reset your password") =>
  outboxMessages(server.dataDir).filter((m) => m.to === email && m.subject === subject);

/**
 * Waits until the server has logged `count` capped mails to `email`: every request is settled.
 * The mails that were not capped are queued (ADR 0159): wait for them with expect.poll.
 */
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

const askReset = (client: TestClient, email: string, n: number) =>
  client.post(
    "/api/auth/request-password-reset",
    { email, redirectTo: "/reset-password" },
    from(n),
  );

/** The owner's own "Forgot password?" form, from client address `n`. */
const ownReset = (client: TestClient, email: string, n: number) =>
  client.request("/reset", {
    method: "POST",
    headers: { ...from(n).headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }).toString(),
  });

/** A member whose address is proved, signed in on `device` (which becomes a known device). */
async function provedMember(email: string, device: TestClient) {
  await createClient(server.url).signUp(email);
  const mail = await confirmationFromOutbox(server.dataDir, email);
  await followConfirmationLink(createClient(server.url), verificationLinkIn(mail.text));
  await device.signIn(email);
}

describe("mails to one address", () => {
  it("give one requester only its own share: the owner elsewhere still gets a mail, and it works", async () => {
    const victim = "victim@cap.test";
    await createClient(server.url).signUp(victim);
    const attacker = createClient(server.url);
    const unknown = await (await askReset(attacker, "nobody@cap.test", 99)).json();
    for (let i = 0; i < 12; i += 1) {
      const answer = await askReset(attacker, victim, 7);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(unknown);
    }
    await cappedMails(victim, 12 - MAILS_PER_REQUESTER.hour);
    await expect
      .poll(() => mailsTo(victim), { timeout: 10_000 })
      .toHaveLength(MAILS_PER_REQUESTER.hour);

    const owner = createClient(server.url);
    const own = await ownReset(owner, victim, 50);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(
      "Password Reset Email Sent. Please check your email inbox for further instructions.",
    );
    const delivered = () => mailsTo(victim).length > MAILS_PER_REQUESTER.hour;
    for (let i = 0; i < 200 && !delivered(); i += 1) await new Promise((r) => setTimeout(r, 50));
    const mail = mailsTo(victim).at(-1)!;
    expect(mailsTo(victim)).toHaveLength(MAILS_PER_REQUESTER.hour + 1);

    const link = new URL(passwordLinkIn(mail.text));
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

  it("bound a flood from many addresses, yet the owner's known device is always sent one", async () => {
    const member = "known@cap.test";
    const phone = createClient(server.url);
    await provedMember(member, phone);

    for (let n = 1; n <= MAILS_PER_ADDRESS_DAY + 5; n += 1) {
      await askReset(createClient(server.url), member, 1000 + n);
    }
    // The confirmation mailed at sign-up was one of the address's shared mails for the day.
    const all = () => outboxMessages(server.dataDir).filter((m) => m.to === member);
    await cappedMails(member, 6);
    await expect.poll(() => all(), { timeout: 10_000 }).toHaveLength(MAILS_PER_ADDRESS_DAY);

    // A stranger's browser is refused now; the owner's phone, from any address, is not.
    await ownReset(createClient(server.url), member, 3000);
    await cappedMails(member, 7);
    expect((await ownReset(phone, member, 3001)).status).toBe(200);
    const delivered = () => all().length > MAILS_PER_ADDRESS_DAY;
    for (let i = 0; i < 200 && !delivered(); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(all().at(-1)?.subject).toBe("Reset your password");
    expect(all()).toHaveLength(MAILS_PER_ADDRESS_DAY + 1);
  });

  it("count a browser known for another account by its network (third review)", async () => {
    const target = "target@cap.test";
    await createClient(server.url).signUp(target);
    await provedMember("throwaway@cap.test", createClient(server.url));
    // Three sign-ins, three known-device cookies for the throwaway account, one network.
    for (let n = 0; n < 3; n += 1) {
      const device = createClient(server.url);
      await device.signIn("throwaway@cap.test");
      for (let i = 0; i < 3; i += 1) await askReset(device, target, 77);
    }
    await cappedMails(target, 9 - MAILS_PER_REQUESTER.hour);
    await expect
      .poll(() => mailsTo(target), { timeout: 10_000 })
      .toHaveLength(MAILS_PER_REQUESTER.hour);
  });

  it("count sub-addresses as their inbox: one network's sign-ups as victim+1@, victim+2@… (re-test)", async () => {
    const signUps = [1, 2, 3, 4, 5].map((n) =>
      createClient(server.url).post(
        "/api/auth/sign-up/email",
        {
          email: `plus+${n}@cap.test`,
          password: "Passw0rd!",
          name: "P",
          image: "https://example.com/p.jpg",
        },
        from(88),
      ),
    );
    for (const answer of await Promise.all(signUps)) expect(answer.status).toBe(200);
    // Two refused, and the three sent are in the outbox once their sending is done.
    await cappedMails("plus+", 5 - MAILS_PER_REQUESTER.hour);
    const confirmations = () =>
      outboxMessages(server.dataDir).filter((m) => m.to.startsWith("plus+"));
    await expect.poll(confirmations, { timeout: 10_000 }).toHaveLength(MAILS_PER_REQUESTER.hour);
  });

  it("caps confirmation re-sends the same way, each answered with the same neutral success", async () => {
    const member = "unconfirmed@cap.test";
    await createClient(server.url).signUp(member);
    for (let n = 1; n <= 5; n += 1) {
      const answer = await createClient(server.url).post(
        "/api/auth/send-verification-email",
        { email: member },
        from(100),
      );
      expect(await answer.json()).toEqual({ status: true });
    }
    // The confirmation sent at sign-up came from the loopback, a requester of its own.
    await cappedMails(member, 5 - MAILS_PER_REQUESTER.hour);
    await expect
      .poll(() => mailsTo(member, "Confirm your email address"), { timeout: 10_000 })
      .toHaveLength(1 + MAILS_PER_REQUESTER.hour);
  });
});

describe("mails to many addresses", () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({
      ...UNLIMITED,
      ACCOUNT_MAILS_PER_NETWORK_HOUR: "3",
      ACCOUNT_MAILS_PER_HOUR: "5",
    });
  });
  afterAll(async () => {
    await capped?.close();
  });

  const confirmations = () =>
    outboxMessages(capped.dataDir).filter((m) => m.subject === "Confirm your email address");
  const signUpFrom = (email: string, n: number) =>
    createClient(capped.url).post(
      "/api/auth/sign-up/email",
      { email, password: "Passw0rd!", name: "Someone", image: "https://example.com/p.jpg" },
      from(n),
    );
  /** Waits until the server has logged `count` capped mails in all. */
  async function settled(count: number) {
    const seen = () =>
      capped
        .output()
        .split("\n")
        .filter((line) => line.includes('"mail.capped"')).length;
    for (let i = 0; i < 200 && seen() < count; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(seen()).toBe(count);
  }

  it("bound one network per hour, and the whole site, yet the owner's known device is sent one", async () => {
    // A member whose address is proved (one of the site's five mails this hour) and their phone.
    const member = "member@many.test";
    await createClient(capped.url).signUp(member);
    const mail = await confirmationFromOutbox(capped.dataDir, member);
    await followConfirmationLink(createClient(capped.url), verificationLinkIn(mail.text));
    const phone = createClient(capped.url);
    await phone.signIn(member);

    // One network signs up five strangers' addresses: every answer is an account, three mails go.
    for (let i = 0; i < 5; i += 1) {
      expect((await signUpFrom(`stranger${i}@many.test`, 500)).status).toBe(200);
    }
    await settled(2);
    await expect.poll(confirmations, { timeout: 10_000 }).toHaveLength(1 + 3);

    // Another network: one more mail, then the site's hour is spent.
    for (let i = 0; i < 3; i += 1) {
      expect((await signUpFrom(`other${i}@many.test`, 600)).status).toBe(200);
    }
    await settled(4);
    await expect.poll(confirmations, { timeout: 10_000 }).toHaveLength(5);

    // The member's own phone still gets a reset mail.
    expect((await ownReset(phone, member, 700)).status).toBe(200);
    const resets = () =>
      outboxMessages(capped.dataDir).filter(
        (m) => m.to === member && m.subject === "Reset your password",
      );
    for (let i = 0; i < 200 && resets().length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(resets()).toHaveLength(1);
  });
});
