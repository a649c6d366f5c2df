// Both databases: scheduled publication, SQL of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../support/direct-sql.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// A scheduled article (issue 17 item 3) reaches the category page, the feeds, the sitemap and
// search only at its time, through the page cache. Its time is moved to two seconds from now in
// the database, so the test need not wait for a whole minute: on PostgreSQL while the server
// runs, so the leading process's check (every 10 s, server/cluster/leader-jobs.ts) must make the
// cached pages stale; on the embedded database, which one process holds, across a restart.

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

const title = "Boishakhi mela schedule zqxv";

/** Where a public reader could meet the article, and whether each shows it now. */
async function seenAt() {
  const text = async (path: string) => (await (await visitor.get(path)).text()).includes(title);
  // One document, or past 45,000 articles an index of numbered files (server/seo/sitemap.ts).
  const sitemap = async () => {
    const first = await (await visitor.get("/sitemap.xml")).text();
    const files = [...first.matchAll(/<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    const texts = [
      first,
      ...(await Promise.all(files.map(async (f) => (await visitor.get(f)).text()))),
    ];
    return texts.some((text) => text.includes("/news/boishakhi-mela-schedule-zqxv"));
  };
  return {
    category: await text("/travel"),
    rss: await text("/rss.xml"),
    categoryRss: await text("/travel/rss.xml"),
    search: await text("/news/search?q=zqxv"),
    sitemap: await sitemap(),
  };
}

const nowhere = { category: false, rss: false, categoryRss: false, search: false, sitemap: false };
const everywhere = { category: true, rss: true, categoryRss: true, search: true, sitemap: true };

describe("a scheduled article", () => {
  it("is nowhere public before its time, and everywhere once it has come", async () => {
    const response = await admin.post(
      "/api/addNew",
      article({ title, category: "travel", date: "2099-04-14", time: "08:00" }),
    );
    expect(response.status).toBe(201);
    const { insertedId } = (await response.json()) as { insertedId: string };
    // Read while hidden, so each page is in the cache without it.
    expect(await seenAt()).toEqual(nowhere);

    const due = [
      `update news set publish_at = now() + interval '2 seconds' where id = '${insertedId}'`,
    ];
    if (server.databaseUrl) await runSql(server, due);
    else server = await server.restart({}, () => runSql(server, due));
    visitor = createClient(server.url);
    await expect.poll(seenAt, { timeout: 40_000, interval: 1_000 }).toEqual(everywhere);
  }, 60_000);
});
