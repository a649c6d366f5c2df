import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { sitemap, sitemapIndex } from "./sitemap.ts";

const site = "https://news.example.com";
const article = {
  slug: "mela-in-small-heath",
  updatedAt: new Date("2026-05-02T08:00:00Z"),
};

describe("the sitemap", () => {
  it("lists the pages, dating news lists by the newest article, and articles with lastmod", () => {
    const xml = sitemap(
      site,
      [
        { path: "/", datedByNews: false },
        { path: "/travel", datedByNews: true },
      ],
      [article],
      new Date("2026-05-02T00:00:00Z"),
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<url><loc>https://news.example.com/</loc></url>");
    expect(xml).toContain(
      "<loc>https://news.example.com/travel</loc><lastmod>2026-05-02T00:00:00.000Z</lastmod>",
    );
    expect(xml).toContain(
      `<loc>${site}/news/${article.slug}</loc><lastmod>2026-05-02T08:00:00.000Z</lastmod>`,
    );
  });

  it("names the numbered sitemap files in a sitemap index", () => {
    const xml = sitemapIndex(site, 3);
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries = new XMLParser().parse(xml).sitemapindex.sitemap;
    expect(entries.map((entry: { loc: string }) => entry.loc)).toEqual([
      `${site}/sitemap/1.xml`,
      `${site}/sitemap/2.xml`,
      `${site}/sitemap/3.xml`,
    ]);
  });
});
