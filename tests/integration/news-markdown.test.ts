// Both databases: stored Markdown read back from the database.
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// The article Markdown subset end to end (ADR 0100): an admin saves Markdown through the REST
// API; REST clients get the source back; the article page, the feed and the descriptions show it
// rendered by the server (or as plain text), and hostile Markdown comes out harmless.

let server: SharedTestServer;
let admin: TestClient;
let visitor: TestClient;
let inlineImage: string;

beforeAll(async () => {
  server = await sharedTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
  const upload = await (await uploadImage(admin, await jpeg(800, 450, "#3355aa"))).json();
  inlineImage = new URL(upload.data.url).pathname;
});
afterAll(async () => {
  await server?.close();
});

const formatted = () =>
  article({
    title: "Markdown mela",
    category: "community news",
    body1: "The **annual** mela returned to *Small Heath*.\nA second line.",
    body2: `## What was on\n\n- food stalls\n- [live music](https://example.com/music)\n\n![The crowd at noon](${inlineImage})`,
    body3: "1. arrive early\n2. bring water\n\n> Best one yet, said the organisers.",
    conclusion: "See [the programme](/community-news).",
  });

describe("formatted articles", () => {
  it("keep their Markdown source in the REST answer", async () => {
    const sent = formatted();
    const { insertedId } = await (await admin.post("/api/addNew", sent)).json();
    const stored = await (await visitor.get(`/api/news/${insertedId}`)).json();
    for (const field of ["body1", "body2", "body3", "conclusion"] as const) {
      expect(stored[field]).toBe(sent[field]);
    }
  });

  it("are rendered on the article page by the server", async () => {
    const { insertedId } = await (await admin.post("/api/addNew", formatted())).json();
    const html = await (await visitor.get(await articlePage(visitor, insertedId))).text();
    expect(html).toContain(
      "The <strong>annual</strong> mela returned to <em>Small Heath</em>.<br>",
    );
    expect(html).toContain("<h2>What was on</h2>");
    expect(html).toContain('<li><a href="https://example.com/music">live music</a></li>');
    expect(html).toContain(
      `<img src="${inlineImage}" alt="The crowd at noon" width="800" height="450" loading="lazy"`,
    );
    expect(html).toContain("<ol>\n<li>arrive early</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/community-news">the programme</a>');
    // The description is plain text, without the Markdown.
    expect(html).toContain(
      '<meta name="description" content="The annual mela returned to Small Heath. A second line."',
    );
    expect((await visitor.get(inlineImage)).status).toBe(200);
  });

  it("show a YouTube or Vimeo line as the gallery's facade, no iframe until play; other hosts stay text", async () => {
    const { insertedId } = await (
      await admin.post(
        "/api/addNew",
        article({
          title: "Video mela",
          category: "community news",
          body1:
            "Watch the opening:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nhttps://evil.example/watch?v=dQw4w9WgXcQ",
        }),
      )
    ).json();
    const html = await (await visitor.get(await articlePage(visitor, insertedId))).text();
    expect(html).toContain('aria-label="Play video: YouTube video"');
    expect(html).toContain("data-video-facade");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain("<p>https://evil.example/watch?v=dQw4w9WgXcQ</p>");
  });

  it("reach the feed as plain text and as rendered HTML", async () => {
    // Dated after the other files' news: the feed holds the newest only, and the server is shared.
    await admin.post("/api/addNew", { ...formatted(), date: "2026-11-28" });
    const feed = new XMLParser().parse(await (await visitor.get("/rss.xml")).text());
    const items = [feed.rss.channel.item].flat();
    const item = items.find((entry: { title: string }) => entry.title === "Markdown mela");
    expect(item.description).toMatch(/^The annual mela returned to Small Heath\. A second line\./);
    expect(item["content:encoded"]).toContain("<h2>What was on</h2>");
    // Feed readers are elsewhere: the inline image's address is absolute, and unsized (ADR
    // 0167): a reader that narrows it without `height: auto` would stretch a sized one.
    expect(item["content:encoded"]).toMatch(
      new RegExp(`src="https?://[^"/]+${inlineImage}" alt="The crowd at noon" loading="lazy"`),
    );
  });
});

// ADR 0167: body pictures carry the size their image record stored at upload, so the page keeps
// their place while they load; the Markdown (and so the REST answer) is unchanged.
describe("body pictures", () => {
  const smaller = () => inlineImage.replace(/-800\.jpg$/, "-480.jpg");
  const unknown = "/uploads/news/2026/11/0123456789abcdef01234567-1600.jpg";
  const sized = (src: string, width: number, height: number) =>
    new RegExp(`<img src="${src}" alt="[^"]*" width="${width}" height="${height}" loading="lazy"`);
  const pictures = () =>
    article({
      title: "Pictures of the mela",
      body1: `![Smaller](${smaller()})\n\n![Not in the library](${unknown})`,
      body2: `Watch:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n![Beside the video](${inlineImage})`,
    });

  it("carry their width and height on the article page; one the library lacks is drawn as before", async () => {
    expect(inlineImage).toMatch(/-800\.jpg$/);
    const sent = pictures();
    const { insertedId } = await (await admin.post("/api/addNew", sent)).json();
    const html = await (await visitor.get(await articlePage(visitor, insertedId))).text();
    // A smaller stored file keeps the picture's shape.
    expect(html).toMatch(sized(smaller(), 480, 270));
    // In a field with a video player too, drawn in parts.
    expect(html).toMatch(sized(inlineImage, 800, 450));
    expect(html).toContain(`<img src="${unknown}" alt="Not in the library" loading="lazy"`);
    const stored = await (await visitor.get(`/api/news/${insertedId}`)).json();
    expect(stored.body1).toBe(sent.body1);
  });

  it("carry them in the editor's previews and the revision viewer", async () => {
    const fields = pictures();
    const live = await (await admin.post("/api/news/preview", fields)).json();
    expect(live.sections[0].html).toMatch(sized(smaller(), 480, 270));
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields))
      form.append(key, Array.isArray(value) ? value.join(", ") : String(value));
    const preview = await admin.request("/previewNews", { method: "POST", body: form });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toMatch(sized(inlineImage, 800, 450));
    const { insertedId } = await (await admin.post("/api/addNew", fields)).json();
    const { revisions } = await (await admin.get(`/api/news/${insertedId}/revisions`)).json();
    const opened = await admin.get(`/api/news/${insertedId}/revisions/${revisions[0].id}`);
    const { revision } = await opened.json();
    expect(revision.sections[1].html).toMatch(sized(inlineImage, 800, 450));
  });
});

describe("hostile Markdown", () => {
  it("never reaches the page as script, raw HTML or someone else's image", async () => {
    const { insertedId } = await (
      await admin.post(
        "/api/addNew",
        article({
          title: "Hostile markdown",
          body1: "[click me](javascript:alert(1)) [again](JaVaScRiPt:alert(2))",
          body2: `<script>alert(3)</script>\n\n<img src=x onerror=alert(4)>`,
          body3: "![pixel](https://tracker.example/p.gif) ![data](data:image/png;base64,AAAA)",
          conclusion: '<a href="javascript:alert(5)">html link</a>',
        }),
      )
    ).json();
    const response = await visitor.get(await articlePage(visitor, insertedId));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain("<script>alert(3)");
    expect(html).toContain("&lt;script&gt;alert(3)&lt;/script&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain('tracker.example/p.gif"');
    expect(html).not.toMatch(/<img[^>]+src="(https:\/\/tracker|data:)/);
    expect(html).not.toContain('<a href="javascript:alert(5)">');
  });

  it("keeps an inline image while an article shows it, when the sweep runs", async ({ skip }) => {
    if (!server.databaseUrl) skip("needs direct database access (PostgreSQL run)");
    const pg = await import("pg");
    const pathOf = async (color: string) =>
      new URL((await (await uploadImage(admin, await jpeg(400, 300, color))).json()).data.url)
        .pathname;
    const inline = await pathOf("#aa3355");
    const abandoned = await pathOf("#55aa33");
    await admin.post("/api/addNew", article({ body2: `![Inline](${inline})` }));
    const db = new pg.default.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query("update news_image set created_at = now() - interval '2 days'");
    await db.end();
    await uploadImage(admin, await jpeg(100, 100)); // each upload sweeps a few unused images
    // One sweep weighs both: once the abandoned image is gone, the inline one was kept.
    await expect.poll(async () => (await visitor.get(abandoned)).status).toBe(404);
    expect((await visitor.get(inline)).status).toBe(200);
  });
});
