// Both databases: a scheduled article made due by moving its publish_at, SQL of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../support/direct-sql.ts";
import {
  choosePasswordAndSignIn,
  followConfirmationLink,
  verificationLinkIn,
} from "../support/email-verification.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articleForm } from "../support/news-fixtures.ts";
import { type ReceivedMail, startSmtpInbox } from "../support/smtp-inbox.ts";
import {
  ADMIN_EMAIL,
  startTestServer,
  type TestServer,
  UNLIMITED,
} from "../support/test-server.ts";

// Publish and email (issue 34, ADR 0164) on a real server with a real SMTP server: readers
// confirmed through the public flow get exactly one mail per article they chose, with the
// RFC 8058 headers and a link to the article; nobody else gets one; a second attempt sends
// nothing; a scheduled article's mail waits for its time.

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: TestServer;
let admin: TestClient;

const visitor = () => createClient(server.url);

function postForm(client: TestClient, path: string, fields: [string, string][]) {
  return client.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const about = (email: string, title: string) =>
  mailsTo(email).filter((mail) => mail.text.includes(title));

const linkIn = (mail: ReceivedMail, kind: "confirm" | "unsubscribe") => {
  const match = mail.text.match(new RegExp(`/newsletter/${kind}/([A-Za-z0-9._-]+)`));
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return `/newsletter/${kind}/${match[1]}`;
};

/** Signs up through the public form and, unless told not to, presses Confirm. */
async function reader(email: string, categories: string[], confirm = true) {
  await postForm(visitor(), "/newsletter", [
    ["email", email],
    ...categories.map((c): [string, string] => ["categories", c]),
  ]);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  if (confirm) expect((await postForm(visitor(), linkIn(mail, "confirm"), [])).status).toBe(303);
  return mail;
}

/** A header as the reader's mail program reads it: unfolded. */
const header = (mail: ReceivedMail, name: string) =>
  mail.raw
    .replace(/\r?\n[ \t]+/g, " ")
    .match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]
    ?.trim();

/** The send history's row for an article on the Subscribers screen: its cells' text. */
async function historyRow(title: string) {
  const page = await (await admin.get("/subscribers")).text();
  const html = page.slice(page.indexOf('id="send-history"'));
  const row = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].find((m) => m[1]!.includes(title));
  return row?.[1]?.split(/<\/td>/).map((cell) => cell.replace(/<[^>]+>/g, "").trim());
}

const sports = "sports.fan@example.com";
const everything = "everything@example.com";
const travel = "travel.only@example.com";
const unconfirmed = "unconfirmed@example.com";
const leaver = "leaver@example.com";

/** A reader whose mail server answers "try again later" while `holding`: their copy stays queued. */
const held = "held.reader@example.com";
let holding = false;

beforeAll(async () => {
  smtp = await startSmtpInbox(undefined, {
    refuse: (address) => (holding && address === held ? 451 : undefined),
  });
  server = await startTestServer({ ...UNLIMITED, SMTP_URL: smtp.url });
  admin = createClient(server.url);
  await admin.signUp(ADMIN_EMAIL);
  const confirm = await smtp.waitFor((mail) => mail.to.includes(ADMIN_EMAIL));
  await choosePasswordAndSignIn(admin, { mailText: confirm.text, email: ADMIN_EMAIL });
  await reader(sports, ["sports"]);
  await reader(everything, []);
  await reader(travel, ["travel"]);
  await reader(unconfirmed, [], false);
  await reader(leaver, []);
  // Signing up again brings the "already subscribed" mail with the reader's own link; a POST of
  // RFC 8058's body there unsubscribes, as a mail program's one-click does.
  await postForm(visitor(), "/newsletter", [["email", leaver]]);
  await smtp.waitFor(() => mailsTo(leaver).length >= 2);
  const left = await postForm(visitor(), linkIn(mailsTo(leaver)[1]!, "unsubscribe"), [
    ["List-Unsubscribe", "One-Click"],
  ]);
  expect(left.status).toBeLessThan(400);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const addNew = (fields: Record<string, unknown>, client = admin) =>
  client.post("/api/addNew", article(fields));

describe("POST /addNew with sendToSubscribers", () => {
  it("mails each matching confirmed reader once, with one-click unsubscribe and the article's link", async () => {
    const title = "Cricket final at Edgbaston xqsend";
    const response = await addNew({ title, category: "sports", sendToSubscribers: true });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { insertedId: string; sendToSubscribers: boolean };
    expect(body.sendToSubscribers).toBe(true);
    await smtp.waitFor(
      () => about(sports, title).length > 0 && about(everything, title).length > 0,
    );
    const [mail] = about(sports, title);
    expect(header(mail!, "List-Unsubscribe")).toMatch(
      /^<http[^>]+\/newsletter\/unsubscribe\/[^>]+>, <mailto:[^>]+>$/,
    );
    expect(header(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail!.text).toContain("/news/cricket-final-at-edgbaston-xqsend");
    expect(mail!.text).toContain(linkIn(mail!, "unsubscribe"));

    // The one-click address in the header unsubscribes that reader, and only that one.
    const url = new URL(header(mail!, "List-Unsubscribe")!.match(/^<([^>]+)>/)![1]!);
    expect(url.pathname).toBe(linkIn(mail!, "unsubscribe"));

    // A marker after it: whatever else was going to be sent for this issue has been.
    const marker = "Marker article xqmark";
    await addNew({ title: marker, category: "travel", sendToSubscribers: true });
    await smtp.waitFor(
      () => about(travel, marker).length > 0 && about(everything, marker).length > 0,
    );
    expect(about(sports, title)).toHaveLength(1);
    expect(about(everything, title)).toHaveLength(1);
    for (const nobody of [travel, unconfirmed, leaver])
      expect(about(nobody, title)).toHaveLength(0);
    expect(about(sports, marker)).toHaveLength(0);

    // The send history: two sent, none failed, none left.
    await expect
      .poll(() => historyRow(title), { timeout: 10_000 })
      .toEqual([title, expect.stringMatching(/\d{4}/), "2", "0", "0", ""]);
  });

  it("leaves the article unmailed without the flag, and refuses a flag that is not true or false", async () => {
    const title = "Quiet article xqquiet";
    const response = await addNew({ title, category: "sports" });
    expect(response.status).toBe(201);
    expect(await response.json()).not.toHaveProperty("sendToSubscribers");
    const bad = await addNew({ title: "Bad flag xqbad", sendToSubscribers: "yes" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "sendToSubscribers must be true or false." });
    const marker = "Second marker xqmark2";
    await addNew({ title: marker, category: "sports", sendToSubscribers: true });
    await smtp.waitFor(() => about(sports, marker).length > 0);
    expect(about(sports, title)).toHaveLength(0);
    expect(smtp.received.some((mail) => mail.text.includes("Bad flag xqbad"))).toBe(false);
  });

  it("is for editors and admins only", async () => {
    const title = "Stranger xqstranger";
    expect((await addNew({ title, sendToSubscribers: true }, visitor())).status).toBe(401);
    // A signed-in reader's account (role user): refused, and nothing is saved or sent.
    const member = createClient(server.url);
    const email = "member@example.com";
    await member.signUp(email);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    await followConfirmationLink(visitor(), verificationLinkIn(mail.text));
    await member.signIn(email);
    expect((await addNew({ title, sendToSubscribers: true }, member)).status).toBe(403);
    const form = await articleForm({ title, sendToSubscribers: "on" });
    const page = await member.request("/addNews", { method: "POST", body: form });
    expect(page.status).toBe(403);
    const marker = "Fifth marker xqmark5";
    await addNew({ title: marker, category: "sports", sendToSubscribers: true });
    await smtp.waitFor(() => about(sports, marker).length > 0);
    expect(smtp.received.some((m) => m.text.includes(title))).toBe(false);
  });
});

describe("Add News and Edit News", () => {
  it("email a ticked article once, and Edit News then says when", async () => {
    const title = "Kabaddi league opens xqform";
    const form = await articleForm({ title, category: "sports", sendToSubscribers: "on" });
    const added = await admin.request("/addNews", { method: "POST", body: form });
    expect(added.status).toBe(201);
    const id = (await added.text()).match(/href="\/editNews\/([0-9a-f-]{36})"/)?.[1];
    await smtp.waitFor(() => about(sports, title).length > 0);

    const page = await (await admin.get(`/editNews/${id}`)).text();
    expect(page).toMatch(/Emailed on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(page).not.toContain('name="sendToSubscribers"');

    // A second attempt (a post made by hand, the box being disabled) saves, and sends nothing.
    const again = await articleForm({ title, category: "sports", status: "published" });
    again.append("sendToSubscribers", "on");
    const edited = await admin.request(`/editNews/${id}`, { method: "POST", body: again });
    expect(edited.status).toBe(200);
    const marker = "Fourth marker xqmark4";
    await addNew({ title: marker, category: "sports", sendToSubscribers: true });
    await smtp.waitFor(() => about(sports, marker).length > 0);
    expect(about(sports, title)).toHaveLength(1);
  });

  it("publish a scheduled article now: public at once, dated now, its waiting mail sent then, once", async () => {
    const title = "Rickshaw parade moved up xqnow";
    const later = { category: "sports", date: "2099-06-01", time: "10:00" };
    const response = await addNew({ title, ...later, sendToSubscribers: true });
    const { insertedId: id } = (await response.json()) as { insertedId: string };
    expect((await visitor().get(`/api/news/${id}`)).status).toBe(404);
    expect(await (await admin.get(`/editNews/${id}`)).text()).toContain('value="publish-now"');

    // The form as posted without JavaScript, its date still the scheduled one.
    const form = await articleForm({ title, ...later, status: "published" });
    form.set("intent", "publish-now");
    const published = await admin.request(`/editNews/${id}`, { method: "POST", body: form });
    expect(published.status).toBe(200);
    const stored = (await (await visitor().get(`/api/news/${id}`)).json()) as {
      date: string;
      publishAt: string;
    };
    expect(stored.date).not.toBe(later.date);
    expect(Date.now() - Date.parse(stored.publishAt)).toBeLessThan(120_000);
    // Queued by the publish itself, not at the leader's next check: the page says so at once.
    const page = await published.text();
    expect(page).toMatch(/Emailed on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(page).not.toContain('value="publish-now"');
    await smtp.waitFor(() => about(sports, title).length > 0);
    const marker = "Fifth marker xqmark5";
    await addNew({ title: marker, category: "sports", sendToSubscribers: true });
    await smtp.waitFor(() => about(sports, marker).length > 0);
    expect(about(sports, title)).toHaveLength(1);
  });

  it("offer the box on an article not emailed yet", async () => {
    const response = await addNew({ title: "Not emailed xqnot" });
    const { insertedId } = (await response.json()) as { insertedId: string };
    const page = await (await admin.get(`/editNews/${insertedId}`)).text();
    expect(page).toContain('name="sendToSubscribers"');
    expect(page).toContain("Email to subscribers");
    expect(await (await admin.get("/addNews")).text()).toContain('name="sendToSubscribers"');
  });

  it("send a test to the signed-in editor only, not counted as the issue", async () => {
    const title = "Test send article xqtest";
    const response = await addNew({ title, category: "sports" });
    const { insertedId } = (await response.json()) as { insertedId: string };
    const sent = await postForm(admin, `/editNews/${insertedId}`, [["intent", "test-send"]]);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(`A test is on its way to ${ADMIN_EMAIL}.`);
    const mail = await smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.text.includes(title));
    expect(mail.subject).toMatch(/^\[Test\] Test send article xqtest · /);
    expect(mail.text).toContain("/news/test-send-article-xqtest");
    // Nobody else got it, it is in no send history, and the article can still be emailed.
    expect(smtp.received.filter((m) => m.text.includes(title))).toHaveLength(1);
    expect(await historyRow(title)).toBeUndefined();
    const page = await (await admin.get(`/editNews/${insertedId}`)).text();
    expect(page).toContain('name="sendToSubscribers"');
    // Not for a visitor.
    const stranger = await postForm(visitor(), `/editNews/${insertedId}`, [
      ["intent", "test-send"],
    ]);
    expect([302, 303, 401, 403]).toContain(stranger.status);

    // Five tests in ten minutes, then a clear refusal: tests share the inbox's place in the queue.
    for (let sends = 2; sends <= 5; sends += 1)
      expect(
        (await postForm(admin, `/editNews/${insertedId}`, [["intent", "test-send"]])).status,
      ).toBe(200);
    const refused = await postForm(admin, `/editNews/${insertedId}`, [["intent", "test-send"]]);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("You have sent 5 tests in the last 10 minutes.");
  });
});

// A reader who leaves while an issue is still being sent is not mailed its rest (ADR 0166).
describe("a reader erased mid-send", () => {
  it("has their waiting copy cancelled, and an import leaves them out", async () => {
    await reader(held, []);
    holding = true;
    const title = "Held back issue xqheld";
    await addNew({ title, category: "sports", sendToSubscribers: true });
    await smtp.waitFor(() => about(sports, title).length > 0 && smtp.attempts.includes(held));
    await expect
      .poll(() => historyRow(title), { timeout: 10_000 })
      .toEqual([title, expect.stringMatching(/\d{4}/), "2", "0", "1", ""]);

    expect((await postForm(admin, "/personalData", [["email", held]])).status).toBe(200);
    // Nothing remains to be sent to them, and the cancelled copy is not counted as failed.
    expect(await historyRow(title)).toEqual([
      title,
      expect.stringMatching(/\d{4}/),
      "2",
      "0",
      "0",
      "",
    ]);
    holding = false;
    const imported = await admin.request("/api/newsletter/subscribers/import", {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: `email\n${held}\n`,
    });
    expect((await imported.json()).rows[0].result).toBe("left out: removed or erased earlier");
  });
});

// ADR 0165: the weekly digest, set on the Subscribers screen, sent by the leader's check.
describe("the weekly digest", () => {
  it("is off until set; then each reader gets the week's articles in their categories, once", async () => {
    // Off by default: the box is not ticked.
    const box = (await (await admin.get("/subscribers")).text()).match(
      /<input[^>]*name="enabled"[^>]*>/,
    )?.[0];
    expect(box).toBeDefined();
    expect(box).not.toContain("checked");
    const london = (date: Date, options: Intl.DateTimeFormatOptions) =>
      date.toLocaleString("en-CA", { timeZone: "Europe/London", ...options });
    const now = new Date();
    const yesterday = london(new Date(now.getTime() - 86_400_000), {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const title = "Digest cricket at Edgbaston xqdigest";
    expect(
      (await addNew({ title, category: "sports", date: yesterday, time: "12:00" })).status,
    ).toBe(201);

    // Due now: today, this hour (London).
    const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(
      london(now, { weekday: "short" }),
    );
    const hour = Number(london(now, { hour: "2-digit", hourCycle: "h23" }));
    const saved = await postForm(admin, "/subscribers", [
      ["intent", "digest"],
      ["enabled", "on"],
      ["day", String(day)],
      ["hour", String(hour)],
    ]);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: the digest goes every week at that time.");

    const digests = (to: string) =>
      mailsTo(to).filter((mail) => mail.subject.startsWith("This week's news"));
    await smtp.waitFor(() => digests(sports).length > 0 && digests(everything).length > 0, 20_000);
    const [mail] = digests(sports);
    expect(mail!.text).toContain(title);
    expect(mail!.text).toContain("/news/digest-cricket-at-edgbaston-xqdigest");
    expect(header(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The travel reader had nothing this week, and nobody left gets one.
    for (const nobody of [travel, leaver, unconfirmed]) expect(digests(nobody)).toHaveLength(0);
    // One issue for the week, in the send history: two sent, nothing left.
    const week = `news, ${mail!.subject.replace(/^This week's news, | · .*$/g, "")}`;
    await expect
      .poll(() => historyRow(week), { timeout: 10_000 })
      .toEqual([expect.stringContaining(week), expect.stringMatching(/\d{4}/), "2", "0", "0", ""]);
    expect(digests(sports)).toHaveLength(1);
  }, 40_000);
});

// Last: on the embedded database it restarts the server (a new address; sessions kept).
describe("a scheduled article", () => {
  it("is mailed only once its time has come", async () => {
    const title = "Boishakhi mela later xqsched";
    const response = await addNew({
      title,
      category: "sports",
      date: "2099-04-14",
      time: "08:00",
      sendToSubscribers: true,
    });
    expect(response.status).toBe(201);
    const { insertedId } = (await response.json()) as { insertedId: string };
    const marker = "Third marker xqmark3";
    await addNew({ title: marker, category: "sports", sendToSubscribers: true });
    await smtp.waitFor(() => about(sports, marker).length > 0);
    expect(about(sports, title)).toHaveLength(0);
    expect((await historyRow(title))?.[0]).toBe(`${title}Goes when the article is published`);
    // Not "emailed" at the save: the history and Edit News say when it goes.
    expect((await historyRow(title))?.[1]).toMatch(/^Goes \d{1,2} Apr 2099/);
    expect(await (await admin.get(`/editNews/${insertedId}`)).text()).toContain(
      "Goes to subscribers when the article is published",
    );

    const due = [
      `update news set publish_at = now() + interval '2 seconds' where id = '${insertedId}'`,
    ];
    if (server.databaseUrl) await runSql(server, due);
    else server = await server.restart({}, () => runSql(server, due));
    await smtp.waitFor(() => about(sports, title).length > 0, 40_000);
    await smtp.waitFor(() => about(everything, title).length > 0, 10_000);
    expect(about(sports, title)).toHaveLength(1);
  }, 60_000);
});
