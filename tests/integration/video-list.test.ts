import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { jpeg } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { startThumbnailOrigin, type ThumbnailOrigin } from "../support/thumbnail-origin.ts";

// The video list as editors work with it (issue 17 item 7): a title edited in place (checked by
// the schema's messages, guarded, purging the gallery's cached page, audited), and a thumbnail
// uploaded for a video whose provider's could not be fetched, re-encoded by the image pipeline.
// tests/integration/video-gallery.test.ts covers the rest of the uploads (ADR 0090).

let server: TestServer;
let thumbnails: ThumbnailOrigin;
let admin: TestClient;

beforeAll(async () => {
  thumbnails = await startThumbnailOrigin();
  server = await startTestServer({ VIDEO_THUMBNAIL_ORIGIN: thumbnails.origin });
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
});
afterAll(async () => {
  await server?.close();
  await thumbnails?.close();
});

async function addVideo(url: string, title?: string) {
  const response = await admin.post("/api/addVideo", { url, title });
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

function post(
  client: TestClient,
  fields: Record<string, string>,
  file?: Buffer,
  address = "/deleteVideo",
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append("thumbnail", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), "t.jpg");
  return client.request(address, { method: "POST", body: form });
}

const gallery = async () => (await fetch(`${server.url}/videos`)).text();

async function auditRows() {
  const html = await (await admin.get("/auditLog")).text();
  return html.match(/<tbody[\s\S]*<\/tbody>/)?.[0] ?? "";
}

describe("a video's title", () => {
  it("is edited from the video list: the gallery shows it at once, and the log keeps both", async () => {
    const id = await addVideo("https://youtu.be/renameMe001", "Old mela title");
    expect(await gallery()).toContain("Old mela title");
    const response = await post(admin, { intent: "rename", id, title: "  Mela 2026 highlights " });
    expect(response.status).toBe(200);
    const page = await gallery();
    expect(page).toContain("Mela 2026 highlights");
    expect(page).not.toContain("Old mela title");
    const list = await (await admin.get("/deleteVideo")).text();
    expect(list).toContain('value="Mela 2026 highlights"');
    const log = await auditRows();
    expect(log.match(new RegExp(id, "g"))?.length).toBe(2);
    const [stored] = (
      (await (await admin.get("/api/allVideos")).json()) as Array<{
        _id: string;
        title: string;
      }>
    ).filter((video) => video._id === id);
    expect(stored?.title).toBe("Mela 2026 highlights");
  });

  it("gets a message for an empty or too long title, and keeps the old one", async () => {
    const id = await addVideo("https://youtu.be/renameBad01", "Kept title");
    const empty = await post(admin, { intent: "rename", id, title: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter a title for the video.");
    const long = await post(admin, { intent: "rename", id, title: "x".repeat(151) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The title must be at most 150 characters.");
    expect(await gallery()).toContain("Kept title");
  });

  it("answers 404 for a video that is gone, 400 for an id that is not one", async () => {
    const id = await addVideo("https://youtu.be/renameGone1", "Soon gone");
    expect((await admin.delete(`/api/deleteVideo/${id}`)).status).toBe(200);
    const gone = await post(admin, { intent: "rename", id, title: "Too late" });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("That video has been deleted.");
    expect((await post(admin, { intent: "rename", id: "1; drop", title: "x" })).status).toBe(400);
  });

  it("is for admins only", async () => {
    const id = await addVideo("https://youtu.be/renameAuth1", "Guarded title");
    const user = createClient(server.url);
    await user.signUp("renamer@videos.test");
    expect((await post(user, { intent: "rename", id, title: "Hijacked" })).status).toBe(403);
    const visitor = createClient(server.url);
    expect((await post(visitor, { intent: "rename", id, title: "Hijacked" })).status).not.toBe(200);
    expect(await gallery()).not.toContain("Hijacked");
  });
});

describe("a thumbnail for a video whose provider's could not be fetched", () => {
  it("replaces the poster with the re-encoded upload", async () => {
    // The thumbnail origin has no image for this id: the video shows the poster.
    const id = await addVideo("https://youtu.be/missingThum", "Poster until uploaded");
    const before = (await (await admin.get("/deleteVideo")).text()).replaceAll("<!-- -->", "");
    expect(before).toMatch(/Poster<\/span>[\s\S]*Upload thumbnail/);
    const saved = await post(admin, { id }, await jpeg(1280, 720, "#116633"));
    expect(saved.status).toBe(200);
    const card = await gallery();
    expect(card).toMatch(/\/uploads\/videos\/[^"]+-1280\.avif 1280w/);
  });

  it("of a photo's size is taken at the address the page's script posts to, as at the form's", async () => {
    // A form's 100 kB limit on the data address refused any real photo with 413 (editor review).
    const id = await addVideo("https://youtu.be/missingThu3", "Poster until a photo");
    const photo = await sharp({
      create: {
        width: 1280,
        height: 720,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(300 * 1024);
    const posters = async () =>
      ((await (await admin.get("/deleteVideo")).text()).match(/Poster<\/span>/g) ?? []).length;
    const before = await posters();
    const saved = await post(admin, { id }, photo, "/deleteVideo.data");
    expect(saved.status).toBe(200);
    await saved.arrayBuffer();
    expect(await posters()).toBe(before - 1);
  });

  it("that is not an image gets a message on the page, also without JavaScript", async () => {
    const id = await addVideo("https://youtu.be/missingThu2", "Still a poster");
    const refused = await post(admin, { id }, Buffer.from("<svg onload=alert(1)>"));
    expect(refused.status).toBe(415);
    expect(await refused.text()).toMatch(/role="alert"[^>]*>SVG images are not accepted/);
  });
});
