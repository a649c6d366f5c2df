// Both databases: news search (trigram indexes on PostgreSQL).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;
let withImage: string;
let bengali: string;
let draft: string;

async function add(overrides: Record<string, unknown>) {
  const response = await admin.post("/api/addNew", article(overrides));
  expect(response.status).toBe(201);
  return (await response.json()).insertedId as string;
}

beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): its category lists, feeds and sitemap hold every article on the server, newest first.
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
  // 13 travel articles, one a day: a full first page of 12 and one more behind 'Load more'.
  for (let day = 1; day <= 13; day += 1) {
    await add({
      title: `Travel diary day ${day}`,
      category: "travel",
      date: `2026-03-${String(day).padStart(2, "0")}`,
    });
  }
  const upload = await (await uploadImage(admin, await jpeg(1600, 900))).json();
  withImage = await add({
    title: "Birmingham & Dhaka <trade> talks",
    category: "business and economics",
    body1: "Traders from Birmingham met counterparts from Dhaka to discuss new routes.",
    img: upload.data.url,
  });
  bengali = await add({
    title: "বাংলাদেশের নির্বাচন নিয়ে আলোচনা",
    category: "Bangladesh Porikroma",
    body1: "বার্মিংহামে প্রবাসী বাংলাদেশিরা আসন্ন নির্বাচন নিয়ে আলোচনা করেছেন।",
  });
  draft = await add({ title: "Unfinished draft story", category: "travel", status: "draft" });
});
afterAll(async () => {
  await server?.close();
});

const html = async (path: string, client = visitor) => {
  const response = await client.get(path);
  return { response, text: await response.text() };
};

describe("category pages", () => {
  it("lists only the category's articles, newest first, with a real 'Load more' link", async () => {
    const first = await html("/travel");
    expect(first.response.status).toBe(200);
    expect(first.text).toContain("<h1");
    expect(first.text).toContain(">Travel</h1>");
    const titles = [...first.text.matchAll(/Travel diary day (\d+)/g)].map((m) => Number(m[1]));
    expect([...new Set(titles)]).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(first.text).not.toContain("Birmingham &amp; Dhaka");
    expect(first.text).not.toContain("Unfinished draft story");
    const next = first.text.match(/href="(\/travel\?after=[^"]+)"[^>]*>Load more/)?.[1];
    expect(next).toBeTruthy();

    const second = await html(next!.replaceAll("&amp;", "&"));
    expect(second.response.status).toBe(200);
    expect(second.text).toContain("Travel diary day 1<");
    expect(second.text).not.toContain("Travel diary day 2<");
    expect(second.text).not.toContain(">Load more");
  });

  it("is cacheable by a CDN for visitors and never for signed-in users", async () => {
    const anonymous = await visitor.get("/global-news");
    expect(anonymous.headers.get("cache-control")).toBe(
      "public, s-maxage=60, stale-while-revalidate=600",
    );
    expect(anonymous.headers.get("vary")).toMatch(/Cookie/i);
    const signedIn = await admin.get("/global-news");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows a change at once after a write", async () => {
    const id = await add({ title: "Breaking sports result", category: "sports" });
    expect((await html("/sports")).text).toContain("Breaking sports result");
    await admin.delete(`/api/deleteNews/${id}`);
    expect((await html("/sports")).text).not.toContain("Breaking sports result");
  });
});

describe("the article page in raw server HTML", () => {
  it("carries title, description, canonical, Open Graph, Twitter and NewsArticle JSON-LD", async () => {
    const path = await articlePage(visitor, withImage);
    const { response, text } = await html(path);
    expect(response.status).toBe(200);
    const meta = (attr: string, name: string) =>
      text.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
    expect(text).toContain("<title>Canalside Digital | Birmingham &amp; Dhaka &lt;trade&gt; talks");
    expect(meta("name", "description")).toBe(
      "Traders from Birmingham met counterparts from Dhaka to discuss new routes.",
    );
    expect(text).toMatch(
      new RegExp(`<link rel="canonical" href="http://localhost(:\\d+)?${path}"`),
    );
    expect(meta("property", "og:title")).toBe("Birmingham &amp; Dhaka &lt;trade&gt; talks");
    expect(meta("property", "og:type")).toBe("article");
    expect(meta("property", "og:image")).toMatch(
      /^http:\/\/localhost(:\d+)?\/uploads\/news\/.+-1600\.jpg$/,
    );
    expect(meta("property", "og:url")).toMatch(new RegExp(`${path}$`));
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    expect(meta("name", "twitter:image")).toBe(meta("property", "og:image"));
    const ld = text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      "@type": "NewsArticle",
      headline: "Birmingham & Dhaka <trade> talks",
      articleSection: "Business and Economics",
    });
    expect(text).toMatch(/srcSet="[^"]+-480\.avif 480w/i);
  });

  it("never lets a title break out of the JSON-LD script", async () => {
    const id = await add({ title: "</script><script>alert('x')</script>", category: "sports" });
    const { text } = await html(await articlePage(admin, id));
    expect(text).not.toContain("<script>alert('x')</script>");
    const ld = text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(ld!).headline).toBe("</script><script>alert('x')</script>");
    await admin.delete(`/api/deleteNews/${id}`);
  });

  it("uses an image hosted elsewhere as given and marks Bengali text", async () => {
    const { text } = await html(await articlePage(visitor, bengali));
    expect(text).toMatch(/<meta property="og:image" content="https:\/\/example\.com\/mela\.jpg"/);
    expect(text).toContain('lang="bn"');
    // The date line in Bengali digits and month names, the spec's 'date - time' shape kept.
    expect(text).toMatch(/<time[^>]*lang="bn"[^>]*>১ মে ২০২৬ - ১৪:৩০<\/time>/);
    const english = await html(await articlePage(visitor, withImage));
    expect(english.text).toMatch(/<time[^>]*>1 May 2026 - 14:30<\/time>/);
  });

  it("answers 404 'News article not found!' for unknown, malformed and draft ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", draft]) {
      const { response, text } = await html(`/news/${id}`);
      expect(response.status).toBe(404);
      expect(text).toContain("News article not found!");
    }
    const preview = await html(await articlePage(admin, draft), admin);
    expect(preview.response.status).toBe(200);
    expect(preview.text).toContain("is not visible to the public");
  });
});

describe("search", () => {
  it("finds English and Bengali words, and never drafts", async () => {
    expect((await html("/news/search?q=dhaka%20traders")).text).toContain("Birmingham &amp; Dhaka");
    const bn = await html(`/news/search?q=${encodeURIComponent("নির্বাচন")}`);
    expect(bn.text).toContain("বাংলাদেশের নির্বাচন নিয়ে আলোচনা");
    expect(bn.text).not.toContain("Travel diary");
    expect((await html("/news/search?q=unfinished")).text).toContain(
      "No articles match your search",
    );
    expect((await html("/news/search?q=%25")).response.status).toBe(200);
  });
});

describe("feeds and discovery", () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it("serves well-formed RSS, overall and per category", async () => {
    const response = await visitor.get("/rss.xml");
    expect(response.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parser.parse(xml);
    const titles = feed.rss.channel.item.map((item: { title: string }) => item.title);
    expect(titles).toContain("Birmingham & Dhaka <trade> talks");
    expect(titles).not.toContain("Unfinished draft story");

    const travel = await (await visitor.get("/travel/rss.xml")).text();
    expect(XMLValidator.validate(travel)).toBe(true);
    const items = parser.parse(travel).rss.channel.item;
    expect(items.every((item: { category: string }) => item.category === "travel")).toBe(true);
    expect((await visitor.get("/no-such-category/rss.xml")).status).toBe(404);
  });

  it("lists pages and published articles with lastmod in sitemap.xml", async () => {
    const xml = await (await visitor.get("/sitemap.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((url) => new URL(url.loc).pathname);
    const [listed, hidden] = [await articlePage(visitor, bengali), await articlePage(admin, draft)];
    expect(locs).toEqual(expect.arrayContaining(["/", "/contact", "/travel", listed]));
    expect(locs).not.toContain(hidden);
    expect(urls.find((url) => url.loc.endsWith(listed))?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("points robots.txt at the sitemap", async () => {
    const text = await (await visitor.get("/robots.txt")).text();
    expect(text).toMatch(/^Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml$/m);
    expect(text).toContain("Disallow: /addNews");
  });
});
