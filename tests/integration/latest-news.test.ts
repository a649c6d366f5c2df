import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// /news: the latest stories of every category in one list, linked from the NEWS menu, the footer
// and the sitemap.

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;
const categories = ["travel", "sports", "global news", "community news"];

beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): it lists every story newest first and dates the sitemap by the newest.
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
  // 13 stories over four categories, one a day: a first page of 12 and one behind 'Load more'.
  for (let day = 1; day <= 13; day += 1) {
    const response = await admin.post(
      "/api/addNew",
      article({
        title: `Latest story ${day}`,
        category: categories[day % categories.length],
        date: `2026-04-${String(day).padStart(2, "0")}`,
      }),
    );
    expect(response.status).toBe(201);
  }
  const draft = await admin.post(
    "/api/addNew",
    article({ title: "Latest draft", category: "sports", status: "draft" }),
  );
  expect(draft.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

const page = async (path: string) => {
  const response = await visitor.get(path);
  return { response, text: await response.text() };
};
const storyNumbers = (html: string) => [
  ...new Set([...html.matchAll(/Latest story (\d+)</g)].map((match) => Number(match[1]))),
];

describe("the latest news page", () => {
  it("lists every category's stories newest first, with a real 'Load more' link", async () => {
    const first = await page("/news");
    expect(first.response.status).toBe(200);
    expect(first.text).toContain(">Latest News</h1>");
    expect(storyNumbers(first.text)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(first.text).not.toContain("Latest draft");
    const next = first.text.match(/href="(\/news\?after=[^"]+)"[^>]*>Load more/)?.[1];
    expect(next).toBeTruthy();
    const second = await page(next!.replaceAll("&amp;", "&"));
    expect(storyNumbers(second.text)).toEqual([1]);
    expect(second.text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(second.text).not.toContain(">Load more");
  });

  it("is linked from the NEWS menu, the footer and the news section's own row", async () => {
    const { text } = await page("/");
    const header = text.slice(text.indexOf("<header"), text.indexOf("</header>"));
    const footer = text.slice(text.indexOf("<footer"), text.indexOf("</footer>"));
    expect(header).toMatch(/<a[^>]+href="\/news"[^>]*>(<span[^>]*>)?Latest News/);
    expect(footer).toMatch(/<a[^>]+href="\/news"[^>]*>Latest News</);
    const travel = await page("/travel");
    const row = travel.text.slice(travel.text.indexOf('aria-label="News categories"'));
    expect(row).toMatch(/<a[^>]+href="\/news"[^>]*>Latest</);
  });

  it("is in the sitemap, dated by its newest story", async () => {
    const xml = await (await visitor.get("/sitemap.xml")).text();
    const urls = new XMLParser().parse(xml).urlset.url as { loc: string; lastmod?: string }[];
    const entry = urls.find((url) => new URL(url.loc).pathname === "/news");
    expect(entry?.lastmod).toMatch(/^2026-04-13T/);
  });

  it("has a title in the site's pattern and the all-news feed", async () => {
    const { text } = await page("/news");
    expect(text).toContain("<title>Canalside Digital | Latest News</title>");
    expect(text).toMatch(/<a href="\/rss\.xml"[^>]*>RSS feed for all the news</);
  });

  it("shows Body1's first paragraph alone as a card's excerpt", async () => {
    const response = await admin.post(
      "/api/addNew",
      article({
        title: "Story with a structured body",
        category: "travel",
        date: "2026-04-20",
        body1: "The bridge reopened on Monday.\n\n## Who will use it\n\n- cyclists\n- walkers",
      }),
    );
    expect(response.status).toBe(201);
    const { text } = await page("/news");
    const card = text.slice(text.indexOf("Story with a structured body"));
    const excerpt = card.slice(0, card.indexOf("</article>"));
    expect(excerpt).toContain("The bridge reopened on Monday.");
    expect(excerpt).not.toContain("Who will use it");
    expect(excerpt).not.toContain("cyclists");
  });
});
