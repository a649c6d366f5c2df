// Both databases: the library's search and "where used" are SQL of their own (ILIKE, unnest).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBytes } from "#app/lib/media-schema.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The media library screen (/media, ADR 0163): each news image with its file name, size, alt
// text and the articles using it; searched by file name or alt text with a GET form; an unused
// image deleted with its files, a used one refused on the server; editors only.

let server: TestServer;
let admin: TestClient;
let user: TestClient;
const sizes: Record<string, number> = {};

beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): its library screen lists every image on the server.
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  user = createClient(server.url);
  await user.signUp("reader@media.test");
});
afterAll(async () => {
  await server?.close();
});

async function upload(name: string, color: string) {
  const bytes = await jpeg(640, 480, color);
  sizes[name] = bytes.length;
  const response = await uploadImage(admin, bytes, name);
  expect(response.status).toBe(201);
  return (await response.json()).data.url as string;
}

const page = async (client: TestClient, query = "") => (await client.get(`/media${query}`)).text();
/** The card of `fileName` in the page's HTML: from its heading to the next card. */
const card = (html: string, fileName: string) =>
  html.split("<li>").find((part) => part.includes(`aria-label="${fileName}"`)) ?? "";
const keyIn = (cardHtml: string) => cardHtml.match(/name="key" value="([^"]+)"/)?.[1];
const thumbnailIn = (cardHtml: string) => cardHtml.match(/<img [^>]*src="([^"]+)"/)?.[1] ?? "";
const remove = (client: TestClient, key: string) => {
  const body = new FormData();
  body.append("key", key);
  return client.request("/media", { method: "POST", body });
};

describe("the media library", () => {
  it("lists each image's name, size, alt text and the articles using it", async () => {
    const hero = await upload("harbour-lights.jpg", "#204060");
    const inline = await upload("heron.jpg", "#608040");
    await upload("unused-leaf.jpg", "#a0a020");
    const saved = await admin.post(
      "/api/addNew",
      article({
        title: "Harbour festival",
        img: hero,
        imageAlt: "Boats lit up in the harbour at night",
        body1: `The night began at the canal.\n\n![A heron on the canal bank](${inline})`,
      }),
    );
    expect(saved.status).toBe(201);
    const { insertedId: id } = await saved.json();
    const html = await page(admin);

    const harbour = card(html, "harbour-lights.jpg");
    expect(harbour).toContain(formatBytes(sizes["harbour-lights.jpg"]!));
    expect(harbour).toContain("Boats lit up in the harbour at night");
    expect(harbour).toContain(`href="/editNews/${id}"`);
    expect(harbour).toContain("Harbour festival");
    expect(keyIn(harbour), "no Delete for an image in use").toBeUndefined();
    const heron = card(html, "heron.jpg");
    expect(heron).toContain("A heron on the canal bank");
    expect(heron).toContain("Harbour festival");
    const leaf = card(html, "unused-leaf.jpg");
    expect(leaf).toContain("Not used");
    expect(leaf).toContain("Delete “unused-leaf.jpg”?");
  });

  it("searches by file name and by alt text, without script", async () => {
    const byName = await page(admin, "?q=HARBOUR-lights");
    expect(byName).toContain('aria-label="harbour-lights.jpg"');
    expect(byName).not.toContain('aria-label="unused-leaf.jpg"');
    const byAlt = await page(admin, "?q=lit+up");
    expect(byAlt).toContain('aria-label="harbour-lights.jpg"');
    expect(byAlt).not.toContain('aria-label="heron.jpg"');
    // A picture in a body is found by the description its Markdown gives it, and only by that.
    const inline = await page(admin, "?q=heron+on+the");
    expect(inline).toContain('aria-label="heron.jpg"');
    expect(inline).not.toContain('aria-label="harbour-lights.jpg"');
    expect(await page(admin, "?q=night+began")).toContain("No images found.");
    // A LIKE wildcard is a character like any other.
    expect(await page(admin, "?q=%25")).toContain("No images found.");
  });

  it("deletes an unused image, its files with it", async () => {
    const leaf = card(await page(admin), "unused-leaf.jpg");
    const key = keyIn(leaf)!;
    const thumbnail = thumbnailIn(leaf);
    expect((await admin.get(thumbnail)).status).toBe(200);
    const answer = await remove(admin, key);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("“unused-leaf.jpg” deleted.");
    expect(await page(admin)).not.toContain('aria-label="unused-leaf.jpg"');
    expect((await admin.get(thumbnail)).status).toBe(404);
    expect((await remove(admin, key)).status).toBe(404);
  });

  it("refuses to delete an image an article uses", async () => {
    const harbour = card(await page(admin), "harbour-lights.jpg");
    const key = thumbnailIn(harbour).match(/(news\/.+?\/[0-9a-f]{24})-/)?.[1] ?? "";
    expect(key).toMatch(/^news\//);
    const answer = await remove(admin, key);
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("“harbour-lights.jpg” is used, so it was not deleted.");
    expect((await admin.get(thumbnailIn(harbour))).status).toBe(200);
  });

  it("deletes a picture only a revision kept; that revision then says its picture is gone", async () => {
    const before = await upload("old-bridge.jpg", "#705030");
    const after = await upload("new-bridge.jpg", "#307050");
    const swan = await upload("swan.jpg", "#d0d0d0");
    const body1 = `The bridge is open.\n\n![A swan under the arch](${swan})`;
    const saved = await admin.post(
      "/api/addNew",
      article({ title: "Bridge reopens", img: before, body1 }),
    );
    const { insertedId: id } = await saved.json();
    const put = (img: string) =>
      admin.request(`/api/news/${id}`, { method: "PUT", json: article({ title: "Bridge", img }) });
    expect((await put(after)).status).toBe(200);
    // Shown by no article now (revisions are history, not uses): the library may delete them.
    for (const name of ["old-bridge.jpg", "swan.jpg"]) {
      const key = keyIn(card(await page(admin), name))!;
      expect((await remove(admin, key)).status).toBe(200);
    }

    const { revisions } = await (await admin.get(`/api/news/${id}/revisions`)).json();
    const opened = async (n: number) =>
      (await (await admin.get(`/api/news/${id}/revisions/${revisions[n].id}`)).json()).revision;
    // Restoring the first would point the article at missing files: the editor keeps the current
    // picture, leaves the swan out and says so (restoredFormValues); the newest's are there.
    expect(await opened(1)).toMatchObject({ imageGone: true, inlineGone: [swan] });
    expect(await opened(0)).toMatchObject({ imageGone: false, inlineGone: [] });
    // Saving the gone picture back anyway (a REST client) is refused, as before.
    const refused = await put(before);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("That image was not found. Upload it again.");
  });

  it("is the newsroom's alone", async () => {
    await upload("private.jpg", "#303030");
    const key = keyIn(card(await page(admin), "private.jpg"))!;
    expect((await user.get("/media")).status).toBe(403);
    expect((await remove(user, key)).status).toBe(403);
    const visitor = await remove(createClient(server.url), key);
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(await page(admin)).toContain('aria-label="private.jpg"');
  });
});
