import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../support/direct-sql.ts";
import { choosePasswordAndSignIn } from "../support/email-verification.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { type ReceivedMail, startSmtpInbox } from "../support/smtp-inbox.ts";
import {
  ADMIN_EMAIL,
  startTestServer,
  type TestServer,
  UNLIMITED,
} from "../support/test-server.ts";

// The newsletter's readers (issue 34, ADR 0160) on a real server with a real SMTP server, every
// form posted as a browser without JavaScript posts it: sign-up that tells nobody who is on the
// list, confirmation by a POST only, one-click unsubscribe (RFC 8058), a reader's preferences,
// the admin's import, export and removal, forgetting unconfirmed sign-ups, and erasure.

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ ...UNLIMITED, SMTP_URL: smtp.url });
  admin = createClient(server.url);
  await admin.signUp(ADMIN_EMAIL);
  const confirm = await smtp.waitFor((mail) => mail.to.includes(ADMIN_EMAIL));
  await choosePasswordAndSignIn(admin, { mailText: confirm.text, email: ADMIN_EMAIL });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const visitor = () => createClient(server.url);

/** A form posted as the browser posts it without JavaScript. */
function postForm(client: TestClient, path: string, fields: [string, string][]) {
  return client.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const signUp = (email: string, categories: string[] = [], client = visitor()) =>
  postForm(client, "/newsletter", [
    ["email", email],
    ...categories.map((c): [string, string] => ["categories", c]),
  ]);

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** Waits until `email` has received `count` mails (also usable in hooks, unlike expect.poll). */
async function mailCount(email: string, count: number) {
  await smtp.waitFor(() => mailsTo(email).length >= count);
  expect(mailsTo(email)).toHaveLength(count);
  return mailsTo(email);
}

const linkIn = (mail: ReceivedMail, kind: "confirm" | "unsubscribe") => {
  const match = mail.text.match(new RegExp(`/newsletter/${kind}/([A-Za-z0-9._-]+)`));
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return `/newsletter/${kind}/${match[1]}`;
};

/** The export's row for one address: [email, status, categories, consent, ...]. */
async function exported(email: string) {
  const response = await admin.get(`/subscribers/subscribers.csv?q=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const lines = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .slice(1);
  const row = lines
    .map((line) => line.slice(1, -1).split('","'))
    .find((cells) => cells[0]?.replace(/^'(?=[=+\-@])/, "") === email);
  return row ? { status: row[1], categories: row[2], consent: row[3] } : undefined;
}

async function importCsv(csv: string, client = admin) {
  return client.request("/api/newsletter/subscribers/import", {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
}

describe("signing up", () => {
  it("confirms by the Confirm button's POST, never by opening the link", async () => {
    const email = "reader.one@example.com";
    const response = await signUp(email, ["sports", "travel"]);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/newsletter?sent=1");
    const [mail] = await mailCount(email, 1);
    expect(mail!.subject).toMatch(/^Confirm your subscription/);
    const link = linkIn(mail!, "confirm");
    // A mail scanner opening the link (twice) confirms nothing.
    for (let i = 0; i < 2; i += 1) {
      const page = await visitor().get(link);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(await page.text()).toContain(">Confirm</button>");
    }
    expect(await exported(email)).toEqual({
      status: "pending",
      categories: "sports; travel",
      consent: "form",
    });
    const confirmed = await postForm(visitor(), link, []);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/newsletter?confirmed=1");
    expect((await exported(email))?.status).toBe("confirmed");
    // The link is used up.
    expect((await postForm(visitor(), link, [])).status).toBe(404);
    expect((await visitor().get(link)).status).toBe(404);
  });

  it("answers new, waiting and subscribed addresses alike, and mails each at most its allowance", async () => {
    const fresh = "fresh@example.com";
    const waiting = "waiting@example.com";
    const subscribed = "subscribed@example.com";
    await signUp(waiting);
    await mailCount(waiting, 1);
    expect((await importCsv(`email\n${subscribed}\n`)).status).toBe(200);

    const answers = [];
    for (const email of [fresh, waiting, subscribed]) {
      const response = await signUp(email);
      answers.push({
        status: response.status,
        location: response.headers.get("location"),
        body: await response.text(),
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const page = await visitor().get("/newsletter?sent=1");
    expect(await page.text()).toContain("If that address can get our newsletter");

    // One mail each for this sign-up: a link, a new link, and "already subscribed" (with the
    // preferences link, never a confirmation link).
    await mailCount(fresh, 1);
    const toWaiting = await mailCount(waiting, 2);
    expect(toWaiting[1]!.subject).toMatch(/^Confirm your subscription/);
    const [toSubscribed] = await mailCount(subscribed, 1);
    expect(toSubscribed!.subject).toMatch(/^You are subscribed/);
    expect(toSubscribed!.text).not.toContain("/newsletter/confirm/");
    expect(toSubscribed!.text).toContain("/newsletter/unsubscribe/");
    // A stranger's sign-up changes nothing for a subscribed reader.
    expect((await exported(subscribed))?.status).toBe("confirmed");

    // Past the inbox's allowance (2 an hour) the answer is the same and no mail goes.
    const again = await signUp(waiting);
    expect(again.status).toBe(answers[0]!.status);
    expect(again.headers.get("location")).toBe(answers[0]!.location);
    await signUp("marker@example.com");
    await mailCount("marker@example.com", 1);
    expect(mailsTo(waiting)).toHaveLength(2);
  });

  it("refuses bad input with the schema's messages and a filled honeypot openly", async () => {
    const bad = await signUp("not-an-address");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid email address, like name@example.com");
    const unknownCategory = await signUp("cats@example.com", ["cats"]);
    expect(unknownCategory.status).toBe(400);
    expect(await unknownCategory.text()).toContain("Please choose categories from the list");
    const bot = await postForm(visitor(), "/newsletter", [
      ["email", "bot@example.com"],
      ["website", "https://spam.example"],
    ]);
    expect(bot.status).toBe(400);
    expect(await bot.text()).toContain("Your sign-up could not be sent");
    expect(await exported("bot@example.com")).toBeUndefined();
  });
});

describe("a reader's link", () => {
  let preferences: string;
  const email = "leaver@example.com";

  beforeAll(async () => {
    await importCsv(`email\n${email}\n`);
    await signUp(email);
    const [mail] = await mailCount(email, 1);
    preferences = linkIn(mail!, "unsubscribe");
  });

  it("opens the reader's page, where categories are chosen", async () => {
    const page = await visitor().get(preferences);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("strict-origin");
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Save my choices");
    expect(html).toContain(`For <strong class="font-semibold text-ink">${email}</strong>`);
    const saved = await postForm(visitor(), preferences, [
      ["intent", "save"],
      ["categories", "sports"],
      ["categories", "community news"],
    ]);
    expect(saved.status).toBe(200);
    expect((await exported(email))?.categories).toBe("sports; community news");
    // A POST that is neither a button of the page nor RFC 8058's body changes nothing.
    expect((await postForm(visitor(), preferences, [])).status).toBe(400);
    expect((await exported(email))?.categories).toBe("sports; community news");
  });

  it("unsubscribes on a one-click POST with no session, no Origin and no question", async () => {
    // A forged or altered link changes nothing.
    const forged = `${preferences.slice(0, -4)}AAAA`;
    const refused = await fetch(new URL(forged, server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(404);
    // Nor does another spelling of the real one: the spare bits of its last character flipped,
    // or padding added, which decode to the same signature.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(preferences.at(-1)!);
    for (const spelling of [
      `${preferences.slice(0, -1)}${alphabet[last ^ 1]}`,
      `${preferences}=`,
    ]) {
      expect((await visitor().get(spelling)).status, spelling).toBe(404);
    }
    expect((await exported(email))?.status).toBe("confirmed");

    const response = await fetch(new URL(preferences, server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect((await exported(email))?.status).toBe("unsubscribed");
    // An import never brings the reader back.
    const imported = await (await importCsv(`email\n${email}\n`)).json();
    expect(imported.rows[0].result).toBe("already there");
    expect((await exported(email))?.status).toBe("unsubscribed");
    // Nor does a stranger's sign-up (ADR 0166): it mails a link, and the reader stays unsubscribed
    // (so never forgotten as unconfirmed) until the link's Confirm is pressed.
    await signUp(email);
    const [, again] = await mailCount(email, 2);
    expect((await exported(email))?.status).toBe("unsubscribed");
    expect((await postForm(visitor(), linkIn(again!, "confirm"), [])).status).toBe(303);
    expect((await exported(email))?.status).toBe("confirmed");
  });
});

describe("the Subscribers screen", () => {
  it("imports the channel's list with a result per row, exports it and removes one", async () => {
    const csv =
      "Name,Email\nAmina,amina@example.com\nBad,not-an-address\nTwice,AMINA@example.com\n,\n";
    expect((await importCsv(csv, visitor())).status).toBe(401);
    const response = await importCsv(csv);
    expect(response.status).toBe(200);
    const outcome = await response.json();
    expect(outcome).toMatchObject({ success: true, added: 1, alreadyThere: 1, invalid: 2 });
    expect(outcome.rows.map((row: { result: string }) => row.result)).toEqual([
      "added",
      "invalid",
      "already there",
      "invalid",
    ]);
    expect(await exported("amina@example.com")).toEqual({
      status: "confirmed",
      categories: "all",
      consent: "imported",
    });
    // Imported readers are not mailed.
    expect(mailsTo("amina@example.com")).toHaveLength(0);
    const wrongType = await admin.request("/api/newsletter/subscribers/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(wrongType.status).toBe(415);

    // The screen's own import (a file, as the form without JavaScript sends it).
    const form = new FormData();
    form.set("intent", "import");
    form.set(
      "csv",
      new File(["email\nbasir@example.com\nwrong\n"], "list.csv", { type: "text/csv" }),
    );
    const page = await admin.request("/subscribers", { method: "POST", body: form });
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("1 added, 0 already there, 1 invalid.");

    const screen = await (await admin.get("/subscribers?q=basir")).text();
    expect(screen).toContain("basir@example.com");
    expect(screen).toMatch(/Confirmed<\/dt><dd[^>]*>\d+/);
    const id =
      screen.match(/"id":"([0-9a-f-]{36})"/)?.[1] ??
      screen.match(/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/)?.[1];
    expect(id).toBeDefined();
    const removed = await postForm(admin, "/subscribers", [
      ["intent", "remove"],
      ["id", id!],
    ]);
    expect(removed.status).toBe(200);
    expect(await exported("basir@example.com")).toBeUndefined();
    // Removed for good: the same list imported again leaves the address out (ADR 0166).
    const again = await (await importCsv("email\nBasir@example.com\n")).json();
    expect(again).toMatchObject({ added: 0, leftOut: 1 });
    expect(await exported("basir@example.com")).toBeUndefined();
  });

  it("takes back its own export: cells it protected from spreadsheets, and only confirmed rows", async () => {
    const csv = [
      '"Email","Status","Categories"',
      '"\'+plus@example.com","confirmed","all"',
      '"exported-pending@example.com","pending","all"',
      '"exported-gone@example.com","unsubscribed","sports"',
      '"EXPORTED-pending@example.com","confirmed","all"',
    ].join("\r\n");
    const outcome = await (await importCsv(csv)).json();
    expect(
      outcome.rows.map((row: { email: string; result: string }) => [row.email, row.result]),
    ).toEqual([
      ["+plus@example.com", "added"],
      ["exported-pending@example.com", "left out: not confirmed in the file"],
      ["exported-gone@example.com", "left out: not confirmed in the file"],
      ["EXPORTED-pending@example.com", "left out: not confirmed in the file"],
    ]);
    expect(outcome).toMatchObject({ added: 1, leftOut: 3 });
    expect((await exported("+plus@example.com"))?.status).toBe("confirmed");
    expect(await exported("exported-pending@example.com")).toBeUndefined();
    expect(await exported("exported-gone@example.com")).toBeUndefined();
  });

  it("is the admin's alone", async () => {
    const stranger = visitor();
    expect((await stranger.get("/subscribers")).status).toBe(302);
    expect((await stranger.get("/subscribers/subscribers.csv")).status).toBe(302);
    const removed = await postForm(stranger, "/subscribers", [
      ["intent", "remove"],
      ["id", "x"],
    ]);
    expect([302, 401, 403]).toContain(removed.status);
  });
});

describe("personal data", () => {
  it("exports and erases a reader's subscription with their other data", async () => {
    const email = "erase.me@example.com";
    await importCsv(`email\n${email}\n`);
    const file = await admin.get(`/personalData/${encodeURIComponent(email)}/export.json`);
    const json = await file.json();
    expect(json.newsletter).toMatchObject({
      email,
      status: "confirmed",
      consentSource: "imported",
    });
    expect(json.newsletter).not.toHaveProperty("confirmTokenHash");
    const erased = await postForm(admin, "/personalData", [["email", email]]);
    expect(erased.status).toBe(200);
    expect(await exported(email)).toBeUndefined();
    expect((await (await importCsv(`email\n${email}\n`)).json()).leftOut).toBe(1);
    // The person may still come back by confirming a sign-up of their own.
    await signUp(email);
    const [mail] = await mailCount(email, 1);
    expect((await postForm(visitor(), linkIn(mail!, "confirm"), [])).status).toBe(303);
    expect((await exported(email))?.status).toBe("confirmed");
  });
});

describe("unconfirmed sign-ups", () => {
  it("are forgotten 7 days after their link was sent, by the leader's job", async () => {
    await signUp("old.pending@example.com");
    await signUp("young.pending@example.com");
    await mailCount("old.pending@example.com", 1);
    await mailCount("young.pending@example.com", 1);
    server = await server.restart({}, () =>
      runSql(server, [
        `update newsletter_subscriber set confirm_sent_at = now() - interval '8 days', created_at = now() - interval '8 days' where inbox_key = 'old.pending@example.com'`,
        `update newsletter_subscriber set confirm_sent_at = now() - interval '6 days', created_at = now() - interval '6 days' where inbox_key = 'young.pending@example.com'`,
      ]),
    );
    const cookies = admin.cookies;
    admin = createClient(server.url);
    for (const [name, value] of cookies) admin.cookies.set(name, value);
    // The job runs once the restarted server leads (see inbox-workflow's retention test).
    await expect
      .poll(() => exported("old.pending@example.com"), { timeout: 60_000 })
      .toBeUndefined();
    expect((await exported("young.pending@example.com"))?.status).toBe("pending");
  }, 120_000);
});
