// Both databases: the newsroom's search and filters, SQL of their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Manage News as editors work with it (issue 17 item 7): search and filters in the address,
// and bulk Unpublish and Delete with one confirmation, each change purging the page cache and
// writing its audit row as a single change does (ADR 0132).

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): its status counts and pages count every article on the server.
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

async function add(overrides: Record<string, unknown>) {
  const response = await admin.post("/api/addNew", article(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** The titles the list's table shows. */
async function listed(query = "") {
  const response = await admin.get(`/deleteNews${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const table = html.match(/<tbody[\s\S]*?<\/tbody>/)?.[0] ?? "";
  const titles = [...table.matchAll(/href="\/editNews\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map(
    (match) => match[1],
  );
  return { html, titles: titles.filter((title) => title !== "Edit") };
}

/** The audit log's rows (its page also carries them as data for the browser). */
async function auditTable() {
  const html = await (await admin.get("/auditLog")).text();
  return html.match(/<tbody[\s\S]*<\/tbody>/)?.[0] ?? "";
}

function bulk(client: TestClient, intent: string, ids: string[], confirmed = true) {
  const form = new FormData();
  form.set("intent", intent);
  for (const id of ids) form.append("ids", id);
  if (confirmed) form.set("confirmed", "yes");
  return client.request("/deleteNews", { method: "POST", body: form });
}

describe("the news list's search and filters", () => {
  beforeAll(async () => {
    await add({ title: "Council budget for Small Heath", category: "business and economics" });
    await add({ title: "Cricket final at Edgbaston", category: "sports", keywords: ["budget"] });
    await add({ title: "Budget idea, unwritten", category: "sports", status: "draft" });
    await add({ title: "Derby preview for next year", category: "sports", date: "2099-05-01" });
  });

  it("finds articles by title, text and keyword, every word", async () => {
    expect((await listed("?q=budget")).titles.sort()).toEqual([
      "Budget idea, unwritten",
      "Council budget for Small Heath",
      "Cricket final at Edgbaston",
    ]);
    expect((await listed("?q=budget+council")).titles).toEqual(["Council budget for Small Heath"]);
  });

  it("filters by category and by status, with a count for each status", async () => {
    const sports = await listed("?category=sports");
    expect(sports.titles).toHaveLength(3);
    expect(sports.html).toContain("Drafts (1)");
    expect(sports.html).toContain("Scheduled (1)");
    expect(sports.html).toContain("Published (1)");
    expect((await listed("?category=sports&status=scheduled")).titles).toEqual([
      "Derby preview for next year",
    ]);
    expect((await listed("?status=draft")).titles).toEqual(["Budget idea, unwritten"]);
    expect((await listed("?q=cricket&status=published")).titles).toEqual([
      "Cricket final at Edgbaston",
    ]);
  });

  it("says when nothing matches, with a way back, and ignores values it does not know", async () => {
    const none = await listed("?q=zeppelin&status=draft");
    expect(none.titles).toEqual([]);
    expect(none.html).toContain("No articles match");
    expect(none.html).toContain('href="/deleteNews"');
    const odd = await listed("?status=deleted&category=cooking&after=garbage");
    expect(odd.titles.length).toBeGreaterThanOrEqual(4);
  });

  it("pages a long list, keeping the filters in the next page's address", async () => {
    for (let n = 0; n < 51; n += 1) {
      await add({ title: `Paging story ${n}`, category: "travel", keywords: ["paging"] });
    }
    const first = await listed("?q=paging&category=travel");
    expect(first.titles).toHaveLength(50);
    const next = first.html.match(
      /href="(\/deleteNews\?q=paging&amp;category=travel&amp;after=[^"]+)"/,
    );
    expect(next).not.toBeNull();
    const second = await listed(next![1]!.replaceAll("&amp;", "&").slice("/deleteNews".length));
    expect(second.titles).toHaveLength(1);
    expect(new Set([...first.titles, ...second.titles]).size).toBe(51);
    expect(second.html).toContain("51 articles");
  });
});

describe("bulk actions", () => {
  it("are refused to visitors and non-admins, and change nothing", async () => {
    const id = await add({ title: "Guarded from bulk delete" });
    expect((await bulk(visitor, "delete", [id])).status).toBeGreaterThanOrEqual(300);
    const user = createClient(server.url);
    await user.signUp("bulk-user@list.test");
    expect((await bulk(user, "delete", [id])).status).toBe(403);
    expect((await admin.get(`/api/news/${id}`)).status).toBe(200);
  });

  it("ask first without a confirmation, and refuse a post with nothing selected", async () => {
    const id = await add({ title: "Asked before unpublishing" });
    const asked = await bulk(admin, "unpublish", [id], false);
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain("Unpublish 1 article?");
    expect(html).toContain(`value="${id}"`);
    expect((await (await admin.get(`/api/news/${id}`)).json()).status).toBe("published");

    const empty = await bulk(admin, "delete", []);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Select at least one article.");
    expect((await bulk(admin, "archive", [id])).status).toBe(400);
  });

  it("unpublish published and scheduled articles: purged from cached pages, audited", async () => {
    const published = await add({
      title: "Bulk unpublish me now",
      category: "community well-being",
    });
    const scheduled = await add({ title: "Bulk unpublish later", date: "2099-01-01" });
    const draft = await add({ title: "Bulk already a draft", status: "draft" });
    const page = await articlePage(admin, published);
    // Cached for visitors before the change.
    expect(await (await fetch(`${server.url}/community-well-being`)).text()).toContain(
      "Bulk unpublish me now",
    );
    expect((await fetch(`${server.url}${page}`)).status).toBe(200);

    const response = await bulk(admin, "unpublish", [published, scheduled, draft]);
    expect(response.status).toBe(200);
    // The draft did not change: two articles were unpublished.
    expect(await response.text()).toContain("2 articles unpublished");
    for (const id of [published, scheduled, draft]) {
      expect((await (await admin.get(`/api/news/${id}`)).json()).status).toBe("draft");
    }
    expect(await (await fetch(`${server.url}/community-well-being`)).text()).not.toContain(
      "Bulk unpublish me now",
    );
    expect((await fetch(`${server.url}${page}`)).status).toBe(404);
    const log = await auditTable();
    // Created, then unpublished; the draft only created.
    expect(log.match(new RegExp(published, "g"))?.length).toBe(2);
    expect(log.match(new RegExp(scheduled, "g"))?.length).toBe(2);
    expect(log.match(new RegExp(draft, "g"))?.length).toBe(1);
  });

  it("move every chosen article to the trash once, purged and audited, skipping ones already gone", async () => {
    const first = await add({ title: "Bulk delete first", category: "global news" });
    const second = await add({ title: "Bulk delete second", category: "global news" });
    const kept = await add({ title: "Bulk delete kept", category: "global news" });
    expect(await (await fetch(`${server.url}/global-news`)).text()).toContain("Bulk delete first");
    expect((await admin.delete(`/api/deleteNews/${second}`)).status).toBe(200);

    const response = await bulk(admin, "delete", [first, second]);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("1 article moved to trash");
    expect((await admin.get(`/api/news/${first}`)).status).toBe(404);
    expect((await admin.get(`/api/news/${kept}`)).status).toBe(200);
    const gallery = await (await fetch(`${server.url}/global-news`)).text();
    expect(gallery).not.toContain("Bulk delete first");
    expect(gallery).toContain("Bulk delete kept");
    const log = await auditTable();
    expect(log.match(new RegExp(first, "g"))?.length).toBe(2);
  });
});
