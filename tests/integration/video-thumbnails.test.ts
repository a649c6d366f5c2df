import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { jpeg, uploadImage } from "../support/news-fixtures.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";
import {
  failingThumbnailIds,
  startThumbnailOrigin,
  type ThumbnailOrigin,
} from "../support/thumbnail-origin.ts";

// Self-hosted video thumbnails (ADR 0042): fetched once from VIDEO_THUMBNAIL_ORIGIN when an admin
// adds a video, stored through the image pipeline, shown from our own storage, deleted with the
// video; and whatever the origin does wrong, the video is added and shows the poster. The origin
// is a real local HTTP server; on both database drivers.

let server: TestServer;
let thumbnails: ThumbnailOrigin;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  thumbnails = await startThumbnailOrigin();
  server = await startTestServer({ VIDEO_THUMBNAIL_ORIGIN: thumbnails.origin });
  admin = createClient(server.url);
  await admin.signUp(ADMIN_EMAIL);
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await thumbnails?.close();
});

const uploadedFiles = () => {
  const root = path.join(server.dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
};

async function addVideo(url: string, title: string) {
  const started = Date.now();
  const response = await admin.post("/api/addVideo", { url, title });
  expect(response.status, await response.clone().text()).toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return { insertedId, took: Date.now() - started };
}

/** The facade button of one video in the gallery's HTML, as a visitor receives it. */
async function facade(title: string) {
  const html = await (await visitor.get("/videos")).text();
  const found = html.match(
    new RegExp(`<button[^>]*aria-label="Play video: ${title}"[\\s\\S]*?</button>`),
  );
  expect(found, `facade of ${title}`).toBeTruthy();
  return { html, button: found![0] };
}

const attribute = (markup: string, name: string) =>
  markup.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

describe("a YouTube video's thumbnail", () => {
  it("is fetched once from the origin, re-encoded and served from our storage", async () => {
    const before = uploadedFiles().length;
    await addVideo("https://youtu.be/thumbOK0001", "Stored thumbnail");
    expect(thumbnails.requests.filter((p) => p.includes("thumbOK0001"))).toEqual([
      "/vi/thumbOK0001/hqdefault.jpg",
    ]);
    // AVIF, WebP and JPEG at the one width a 480 px source gives.
    expect(uploadedFiles().length).toBe(before + 3);

    const { html, button } = await facade("Stored thumbnail");
    expect(html).not.toContain(thumbnails.origin);
    expect(html).not.toContain("ytimg");
    const img = button.match(/<img[^>]*>/)![0];
    const src = attribute(img, "src")!;
    expect(src).toMatch(/^\/uploads\/.+-480\.jpg$/);
    expect(attribute(img, "width")).toBe("480");
    expect(attribute(img, "height")).toBe("360");
    expect(attribute(img, "alt")).toBe("");
    expect(attribute(img, "loading")).toBe("eager"); // the newest video leads the first row
    expect(button).toMatch(/<source type="image\/avif" srcSet="\/uploads\/[^"]+-480\.avif 480w"/i);
    expect(button).toMatch(/<source type="image\/webp" srcSet="\/uploads\/[^"]+-480\.webp 480w"/i);

    for (const [address, type] of [
      [src, "image/jpeg"],
      [src.replace(/\.jpg$/, ".avif"), "image/avif"],
      [src.replace(/\.jpg$/, ".webp"), "image/webp"],
    ] as const) {
      const file = await visitor.get(address);
      expect(file.status, address).toBe(200);
      expect(file.headers.get("content-type")).toBe(type);
    }
  });

  it("is fetched for a video added from the Add Video form as well", async () => {
    const response = await admin.request("/addVideo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        embedCode: `<iframe src="https://www.youtube.com/embed/formThumb01"></iframe>`,
        title: "Form thumbnail",
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(thumbnails.requests).toContain("/vi/formThumb01/hqdefault.jpg");
    const { button } = await facade("Form thumbnail");
    expect(button).toMatch(/<img[^>]* src="\/uploads\//);
  });

  it("is deleted with the video", async () => {
    const { insertedId } = await addVideo("https://youtu.be/deleteMe001", "Deleted thumbnail");
    const { button } = await facade("Deleted thumbnail");
    const src = attribute(button.match(/<img[^>]*>/)![0], "src")!;
    expect((await visitor.get(src)).status).toBe(200);
    const files = uploadedFiles().length;
    expect((await admin.delete(`/api/deleteVideo/${insertedId}`)).status).toBe(200);
    expect((await visitor.get(src)).status).toBe(404);
    expect(uploadedFiles().length).toBe(files - 3);
  });

  it("is kept by the unused-image sweep while the video shows it", async ({ skip }) => {
    if (!server.databaseUrl) skip("moving the clock needs direct database access (PostgreSQL run)");
    const { button } = await facade("Stored thumbnail");
    const shown = attribute(button.match(/<img[^>]*>/)![0], "src")!;
    const abandoned = await (await uploadImage(admin, await jpeg(300, 200, "#123456"))).json();
    const pg = await import("pg");
    const db = new pg.default.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query("update news_image set created_at = now() - interval '2 days'");
    await db.end();
    // The next upload sweeps, after answering: the abandoned upload goes, the thumbnail stays.
    await uploadImage(admin, await jpeg(100, 100));
    const abandonedPath = new URL(abandoned.data.url).pathname;
    await expect.poll(async () => (await visitor.get(abandonedPath)).status).toBe(404);
    expect((await visitor.get(shown)).status).toBe(200);
  });
});

describe("when there is no thumbnail to store, the video is still added with the poster", () => {
  const poster = async (title: string) => {
    const { button } = await facade(title);
    expect(button, title).not.toMatch(/<img|<picture/);
    expect(button).toContain("YouTube");
  };

  it.each(Object.entries(failingThumbnailIds))("origin answers %s", async (name, id) => {
    const files = uploadedFiles().length;
    await addVideo(`https://youtu.be/${id}`, `Poster ${name}`);
    expect(thumbnails.requests).toContain(`/vi/${id}/hqdefault.jpg`);
    await poster(`Poster ${name}`);
    expect(uploadedFiles().length).toBe(files);
  });

  it("a redirect is never followed", () => {
    expect(thumbnails.requests.some((p) => p.includes("elsewhere"))).toBe(false);
  });

  it("asks no origin for providers without an address-derived thumbnail", async () => {
    const count = thumbnails.requests.length;
    await addVideo("https://vimeo.com/76979871", "Vimeo poster");
    expect(thumbnails.requests.length).toBe(count);
    const { button } = await facade("Vimeo poster");
    expect(button).not.toMatch(/<img/);
    expect(button).toContain("Vimeo");
  });

  it("the origin is down", async () => {
    await thumbnails.close();
    const { took } = await addVideo("https://youtu.be/originDown1", "Poster origin down");
    expect(took).toBeLessThan(5_000);
    await poster("Poster origin down");
    expect(server.output()).toMatch(/video thumbnail not stored/);
  });
});
