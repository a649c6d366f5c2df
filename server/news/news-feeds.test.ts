import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapeXml } from "../seo/xml.ts";
import { rssFeed } from "./news-feeds.ts";
import type { NewsRow } from "./news-repository.ts";

const row = (overrides: Partial<NewsRow> = {}): NewsRow => ({
  id: "6b9f27c5-6b64-418d-858a-a8d8cc2abd4c",
  slug: "fish-chips-quoted",
  title: 'Fish & chips <"quoted"> \u0001',
  date: "2026-05-01",
  time: "14:30",
  body1: "বাংলা text & more",
  body2: "",
  body3: "",
  conclusion: "",
  category: "community news",
  keywords: [],
  img: "/uploads/news/a-1600.jpg",
  image: null,
  imageAlt: null,
  imageDecorative: false,
  imageCaption: "",
  imageCredit: "",
  imageFocusX: 0.5,
  imageFocusY: 0.5,
  status: "published",
  publishAt: new Date("2026-05-01T13:30:00Z"),
  authorId: null,
  authorName: null,
  deletedAt: null,
  createdAt: new Date("2026-05-01T13:30:00Z"),
  updatedAt: new Date("2026-05-02T08:00:00Z"),
  ...overrides,
});

const feedOf = (items: NewsRow[]) =>
  rssFeed({
    siteUrl: "https://news.example.com",
    title: "News",
    description: "Latest",
    path: "/community-news",
    feedPath: "/rss.xml",
    items,
  });

describe("the news feeds", () => {
  it("escapes markup and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">&'\u0000`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("writes well-formed RSS with absolute links and images", () => {
    const xml = feedOf([row()]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel.item;
    expect(item.title).toBe('Fish & chips <"quoted">');
    // Read at the slug; known by the id's address, which stays when the slug changes.
    expect(item.link).toBe("https://news.example.com/news/fish-chips-quoted");
    expect(item.guid["#text"]).toBe(
      "https://news.example.com/news/6b9f27c5-6b64-418d-858a-a8d8cc2abd4c",
    );
    expect(item.enclosure["@_url"]).toBe("https://news.example.com/uploads/news/a-1600.jpg");
    expect(item.pubDate).toBe("Fri, 01 May 2026 13:30:00 GMT");
  });

  it("describes each item in plain text and carries its body rendered from Markdown", () => {
    const body1 = "## Eid in *Small Heath*\n\n- prayers at [the park](/community-news)\n- food";
    const image = "/uploads/news/2026/11/0123456789abcdef01234567-1600.jpg";
    const xml = feedOf([row({ body1, conclusion: `![Crowd](${image}) <script>x</script>` })]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = new XMLParser().parse(xml).rss.channel.item;
    expect(item.description).toBe("Eid in Small Heath prayers at the park food <script>x</script>");
    const html = item["content:encoded"];
    expect(html).toContain("<h2>Eid in <em>Small Heath</em></h2>");
    expect(html).toContain('<a href="https://news.example.com/community-news">the park</a>');
    expect(html).toContain(`<img src="https://news.example.com${image}" alt="Crowd"`);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
  });
});
