import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { jpeg } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { startThumbnailOrigin, type ThumbnailOrigin } from "../support/thumbnail-origin.ts";

// Videos without their provider (ADR 0090): every card names its video and links to it on the
// provider's own site, and a thumbnail an admin uploads (from Add Video or the video list) goes
// through the image pipeline, is stored with the video and wins over the provider's.

let server: TestServer;
let thumbnails: ThumbnailOrigin;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  thumbnails = await startThumbnailOrigin();
  server = await startTestServer({ VIDEO_THUMBNAIL_ORIGIN: thumbnails.origin });
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await thumbnails?.close();
});

const uploadedVideoFiles = () => {
  const root = path.join(server.dataDir, "uploads", "videos");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
};

/** A card of the gallery as visitors receive it, found by its title. */
async function card(title: string) {
  const html = await (await visitor.get("/videos")).text();
  const found = [...html.matchAll(/<article[\s\S]*?<\/article>/g)]
    .map(([markup]) => markup)
    .find((markup) =>
      markup.includes(`<h2 class="text-lg font-bold leading-snug text-ink">${title}</h2>`),
    );
  expect(found, `card of ${title}`).toBeTruthy();
  // React marks where text and values meet with empty comments; they say nothing here.
  return found!.replaceAll("<!-- -->", "");
}
const imageSrc = (markup: string) => markup.match(/<img[^>]* src="([^"]+)"/)?.[1];

async function addByApi(url: string, title?: string) {
  const response = await admin.post("/api/addVideo", { url, title });
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: "image/jpeg" }), "t.jpg");
  return form;
}

describe("every card", () => {
  it("shows the video's title, or names the provider when it has none", async () => {
    await addByApi("https://youtu.be/titledVid01", "A titled video");
    await addByApi("https://www.facebook.com/watch/?v=10153231379946729");
    expect(await card("A titled video")).toContain('aria-label="Play video: A titled video"');
    expect(await card("Facebook video")).toContain('aria-label="Play video: Facebook video"');
  });

  it("links to the video on its provider's own site", async () => {
    await addByApi("https://www.youtube.com/watch?v=watchLink01&t=90", "Watch link");
    const markup = await card("Watch link");
    expect(markup).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=watchLink01&amp;t=90s" target="_blank" rel="noopener noreferrer"[^>]*>Watch on YouTube/,
    );
    const facebook = await card("Facebook video");
    expect(facebook).toContain(
      'href="https://www.facebook.com/watch/?v=10153231379946729" target="_blank"',
    );
    expect(facebook).toMatch(/>Watch on Facebook\s*</);
  });
});

describe("an uploaded thumbnail", () => {
  it("wins over the provider's, and taking it off brings the provider's back", async () => {
    const id = await addByApi("https://youtu.be/uploadWin01", "Uploaded wins");
    const provider = imageSrc(await card("Uploaded wins"));
    expect(provider).toMatch(/^\/uploads\/videos\/.+-480\.jpg$/);

    const saved = await admin.request("/deleteVideo", {
      method: "POST",
      body: multipart({ id }, { name: "thumbnail", bytes: await jpeg(1600, 900, "#00aa55") }),
    });
    expect(saved.status).toBe(200);
    const uploaded = imageSrc(await card("Uploaded wins"));
    expect(uploaded).toMatch(/^\/uploads\/videos\/.+-1600\.jpg$/);
    expect((await visitor.get(uploaded!)).status).toBe(200);
    // Re-encoded by the pipeline: every width in AVIF, WebP and JPEG.
    expect(await card("Uploaded wins")).toMatch(
      /<source type="image\/avif" srcSet="[^"]+-480\.avif 480w, [^"]+-960\.avif 960w, [^"]+-1600\.avif 1600w"/,
    );

    const removed = await admin.request("/deleteVideo", {
      method: "POST",
      body: multipart({ id, intent: "remove-thumbnail" }),
    });
    expect(removed.status).toBe(200);
    expect(imageSrc(await card("Uploaded wins"))).toBe(provider);
  });

  it("can come with the video from the Add Video form, also for a provider without thumbnails", async () => {
    const response = await admin.request("/addVideo", {
      method: "POST",
      body: multipart(
        {
          embedCode: "https://www.facebook.com/watch/?v=20253231379946729",
          title: "Facebook with a picture",
        },
        { name: "thumbnail", bytes: await jpeg(1280, 720, "#aa0055") },
      ),
    });
    expect(response.status).toBe(200);
    expect(imageSrc(await card("Facebook with a picture"))).toMatch(
      /^\/uploads\/videos\/.+-1280\.jpg$/,
    );
  });

  it("that is not an image is refused before the video is stored", async () => {
    const files = uploadedVideoFiles().length;
    const response = await admin.request("/addVideo", {
      method: "POST",
      body: multipart(
        { embedCode: "https://youtu.be/notAnImg001", title: "Refused picture" },
        { name: "thumbnail", bytes: Buffer.from("<!doctype html><p>not an image</p>") },
      ),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("That file is not an image");
    const videos = (await (await visitor.get("/api/allVideos")).json()) as Array<{ id: string }>;
    expect(videos.some((video) => video.id === "notAnImg001")).toBe(false);
    expect(uploadedVideoFiles().length).toBe(files);
  });

  it("is deleted with its video, and refused for a video that is gone", async () => {
    const id = await addByApi("https://www.facebook.com/watch/?v=30253231379946729", "Gone soon");
    await admin.request("/deleteVideo", {
      method: "POST",
      body: multipart({ id }, { name: "thumbnail", bytes: await jpeg(640, 360) }),
    });
    const src = imageSrc(await card("Gone soon"))!;
    expect((await admin.delete(`/api/deleteVideo/${id}`)).status).toBe(200);
    expect((await visitor.get(src)).status).toBe(404);
    const files = uploadedVideoFiles().length;
    const late = await admin.request("/deleteVideo", {
      method: "POST",
      body: multipart({ id }, { name: "thumbnail", bytes: await jpeg(640, 360) }),
    });
    expect(late.status).toBe(404);
    expect(uploadedVideoFiles().length).toBe(files);
  });

  it("is for admins only", async () => {
    const user = createClient(server.url);
    await user.signUp("someone@gallery.test");
    const response = await user.request("/deleteVideo", {
      method: "POST",
      body: multipart(
        { id: "00000000-0000-4000-8000-000000000000" },
        { name: "thumbnail", bytes: await jpeg(64, 64) },
      ),
    });
    expect(response.status).toBe(403);
  });
});
