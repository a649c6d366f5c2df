import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLES_PER_FILE } from "../../server/seo/sitemap.ts";
import { runSql } from "../support/direct-sql.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Past 45,000 published articles /sitemap.xml becomes an index of numbered files, each within the
// protocol's 50,000 addresses. The archive is filled in one SQL statement while the server is
// stopped (the embedded database allows one process), then read back through the real server.
// With the seeded ones, `total` articles. They are short (a title, no body): the sitemap reads
// the same, and indexing their words for search costs a fraction of the bench fill's (12 s CPU).

const total = ARTICLES_PER_FILE + 1;
let server: TestServer;
const parser = new XMLParser();
const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, xml: await response.text() };
};
const articleIds = (xml: string) => [...xml.matchAll(/\/news\/([a-z0-9-]+)</g)].map((m) => m[1]);

beforeAll(async () => {
  server = await startTestServer();
  server = await server.restart({}, () =>
    runSql(server, [
      `insert into news (title, slug, date, time, category, status, publish_at)
       select 'Archive ' || g, 'archive-' || g, to_char(ts, 'YYYY-MM-DD'), to_char(ts, 'HH24:MI'),
              'community news', 'published', ts
       from generate_series((select count(*)::int + 1 from news), ${total}) as g,
            lateral (select now() - interval '30 days' - make_interval(mins => g) as ts) as t`,
      // Each readable address is recorded as the article's (ADR 0105), as the server does.
      "insert into news_slug (slug, news_id) select slug, id from news on conflict do nothing",
    ]),
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe("the sitemap of a large archive", () => {
  it("is an index of numbered files that list every article once", async () => {
    const index = await get("/sitemap.xml");
    expect(XMLValidator.validate(index.xml)).toBe(true);
    const locs = [parser.parse(index.xml).sitemapindex.sitemap].flat().map((s) => s.loc);
    expect(locs).toEqual([`${server.url}/sitemap/1.xml`, `${server.url}/sitemap/2.xml`]);

    const first = await get("/sitemap/1.xml");
    const second = await get("/sitemap/2.xml");
    expect(first.status).toBe(200);
    expect(XMLValidator.validate(first.xml)).toBe(true);
    expect(first.xml).toContain(`<loc>${server.url}/</loc>`);
    expect(second.xml).not.toContain(`<loc>${server.url}/</loc>`);
    const ids = [...articleIds(first.xml), ...articleIds(second.xml)];
    expect(articleIds(first.xml)).toHaveLength(ARTICLES_PER_FILE);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  }, 60_000);

  it("answers 404 for a file that does not exist", async () => {
    for (const path of ["/sitemap/3.xml", "/sitemap/0.xml", "/sitemap/one.xml", "/sitemap/1"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
