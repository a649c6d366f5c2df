import { spawnSync } from "node:child_process";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLES_PER_FILE } from "../../server/seo/sitemap.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Past 45,000 published articles /sitemap.xml becomes an index of numbered files, each within the
// protocol's 50,000 addresses. The archive is filled in one SQL statement while the server is
// stopped (the embedded database allows one process), then read back through the real server.

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
  await server.stop();
  const filled = spawnSync(process.execPath, ["scripts/bench/fill-news.ts", String(total)], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
  });
  expect(filled.status, filled.stderr).toBe(0);
  server = await server.restart();
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
