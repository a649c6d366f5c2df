// Both databases: slug uniqueness and history, SQL of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../support/direct-sql.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Readable addresses (ADR 0105) against a real server and database: the slug a title gives, the
// permanent redirects from the id and from old slugs, what stays hidden, and the REST shape.

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

async function add(overrides: Record<string, unknown> = {}) {
  const response = await admin.post("/api/addNew", article(overrides));
  expect(response.status).toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return { id: insertedId, slug: await slugOf(insertedId) };
}

async function slugOf(id: string) {
  const body = (await (await admin.get(`/api/news/${id}`)).json()) as { slug: string };
  return body.slug;
}

async function edit(id: string, overrides: Record<string, unknown>) {
  return admin.request(`/api/news/${id}`, { method: "PUT", json: article(overrides) });
}

/** Where a visitor is sent from `path`: [status, Location]. */
async function movedFrom(path: string, client = visitor) {
  const response = await client.get(path);
  await response.body?.cancel();
  return [response.status, response.headers.get("location")];
}

describe("the slug an article gets", () => {
  it("comes from its title: English, Bengali, or the id when nothing usable is left", async () => {
    expect((await add({ title: "Eid prayers at Small Heath Park!" })).slug).toBe(
      "eid-prayers-at-small-heath-park",
    );
    expect((await add({ title: "ঢাকায় বৈশাখী মেলা" })).slug).toBe("dhakay-boishakhi-mela");
    const emoji = await add({ title: "🎉🎉" });
    expect(emoji.slug).toBe(emoji.id);
    // Such an article is read at its id, which then needs no redirect.
    expect((await visitor.get(`/news/${emoji.id}`)).status).toBe(200);
  });

  it("is unique: the same title again gets a suffix", async () => {
    const first = await add({ title: "Council budget vote" });
    const second = await add({ title: "Council budget vote" });
    const third = await add({ title: "Council Budget Vote?" });
    expect([first.slug, second.slug, third.slug]).toEqual([
      "council-budget-vote",
      "council-budget-vote-2",
      "council-budget-vote-3",
    ]);
  });

  it("can be chosen by the editor, and a bad one is refused with a clear message", async () => {
    expect((await add({ title: "Long title", slug: "Short One" })).slug).toBe("short-one");
    const response = await admin.post("/api/addNew", article({ slug: "eid/mela" }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.slug).toBe(
      "Use only letters a-z, digits and single hyphens between words, e.g. eid-in-birmingham",
    );
    // /news/search is a page of its own.
    expect((await add({ title: "Search" })).slug).toBe("search-2");
  });

  it("is in the REST answer, whose shape is otherwise the spec's", async () => {
    const { id, slug } = await add({ title: "REST shape check" });
    const body = await (await visitor.get(`/api/news/${id}`)).json();
    expect(body).toMatchObject({
      _id: id,
      id,
      slug,
      title: "REST shape check",
      body1: expect.any(String),
    });
    // The REST route takes the id alone, as the spec says.
    expect((await visitor.get(`/api/news/${slug}`)).status).toBe(404);
  });
});

describe("the article's addresses", () => {
  it("read it at its slug, canonical and Open Graph included; the id redirects there", async () => {
    const { id, slug } = await add({ title: "Readable address check" });
    const page = await visitor.get(`/news/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/news/${slug}"`));
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://[^"]+/news/${slug}"`));
    expect(html).toMatch(new RegExp(`"url":"http://[^"]+/news/${slug}"`));
    expect(await movedFrom(`/news/${id}`)).toEqual([301, `/news/${slug}`]);
    expect(await movedFrom(`/news/${slug.toUpperCase()}`)).toEqual([301, `/news/${slug}`]);
  });

  it("after an edit: the old slug and the id redirect to the new one, lists link to it", async () => {
    const { id, slug: old } = await add({ title: "Library opening hours" });
    const response = await edit(id, { title: "Library opening hours", slug: "library-hours" });
    expect(response.status).toBe(200);
    expect(await movedFrom(`/news/${old}`)).toEqual([301, "/news/library-hours"]);
    expect(await movedFrom(`/news/${id}`)).toEqual([301, "/news/library-hours"]);
    expect((await visitor.get("/news/library-hours")).status).toBe(200);
    // Every public link uses the new address at once (the page cache starts over on a write).
    for (const path of [
      "/community-news",
      "/news",
      "/news/search?q=library",
      "/rss.xml",
      "/sitemap.xml",
    ]) {
      const text = await (await visitor.get(path)).text();
      expect(text, path).toContain("/news/library-hours");
      expect(text, path).not.toContain(`/news/${old}`);
    }
    // An edit that sends no slug (an older REST client) keeps it.
    await edit(id, { title: "Library hours, updated" });
    expect(await slugOf(id)).toBe("library-hours");
  });

  it("an old slug stays its article's: another asking for it gets a suffix", async () => {
    const { id, slug: old } = await add({ title: "Park run results" });
    await edit(id, { title: "Park run results", slug: "parkrun-results" });
    const other = await add({ title: "Another story", slug: old });
    expect(other.slug).toBe(`${old}-2`);
    expect(await movedFrom(`/news/${old}`)).toEqual([301, "/news/parkrun-results"]);
    // The article itself may take its old slug back; the newer one then redirects.
    await edit(id, { title: "Park run results", slug: old });
    expect((await visitor.get(`/news/${old}`)).status).toBe(200);
    expect(await movedFrom("/news/parkrun-results")).toEqual([301, `/news/${old}`]);
    // In the trash it keeps them (a Restore brings it back at its address, ADR 0161); deleted
    // for good, they are free again.
    await admin.delete(`/api/deleteNews/${id}`);
    expect((await visitor.get(`/news/${old}`)).status).toBe(404);
    const forGood = new FormData();
    forGood.append("intent", "delete-for-good");
    forGood.append("id", id);
    expect((await admin.request("/deleteNews", { method: "POST", body: forGood })).status).toBe(
      200,
    );
    expect((await add({ title: "Park run results" })).slug).toBe(old);
  });

  it("answer 404 for an unknown slug, and for a draft or scheduled article to visitors", async () => {
    expect((await visitor.get("/news/no-such-article")).status).toBe(404);
    expect((await visitor.get("/news/a%20b%2Fc")).status).toBe(404);
    const draft = await add({ title: "Secret plans", status: "draft" });
    const scheduled = await add({ title: "Tomorrow's news", date: "2099-01-01" });
    for (const { id, slug } of [draft, scheduled]) {
      expect((await visitor.get(`/news/${slug}`)).status).toBe(404);
      // The id gives nothing away either: no redirect to the slug.
      expect(await movedFrom(`/news/${id}`)).toEqual([404, null]);
      // The editor previews it at its slug, and is sent there from the id.
      expect((await admin.get(`/news/${slug}`)).status).toBe(200);
      expect(await movedFrom(`/news/${id}`, admin)).toEqual([301, `/news/${slug}`]);
    }
  });
});

describe("articles saved before slugs", () => {
  it("get a readable slug soon after the next start; the id keeps working", async () => {
    const id = "0b6f4d1e-3c2a-4f5e-9d8c-7b6a5f4e3d2c";
    server = await server.restart({}, () =>
      runSql(server, [
        `insert into news (id, slug, title, date, time, category, img, publish_at)
         values ('${id}', '${id}', 'Old story from the archive', '2026-01-02', '10:00',
                 'community news', 'https://example.com/a.jpg', '2026-01-02T10:00:00Z')`,
        `insert into news_slug (slug, news_id) values ('${id}', '${id}')`,
      ]),
    );
    visitor = createClient(server.url);
    // Given in the background once the server listens, so readiness never waits for it.
    await expect
      .poll(() => movedFrom(`/news/${id}`), { timeout: 10_000 })
      .toEqual([301, "/news/old-story-from-the-archive"]);
    expect((await visitor.get("/news/old-story-from-the-archive")).status).toBe(200);
  });
});
