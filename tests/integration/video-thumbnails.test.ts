import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import {
  failingThumbnailIds,
  largerThumbnailIds,
  slowThumbnailIds,
  startThumbnailOrigin,
  type ThumbnailOrigin,
  vimeoTitle,
  vimeoVideoIds,
} from "../support/thumbnail-origin.ts";
import { asked, attribute, facade as galleryFacade, sizes } from "../support/video-gallery.ts";

// Self-hosted video thumbnails (ADRs 0042, 0043, 0090): fetched once when an admin adds a video,
// from VIDEO_THUMBNAIL_ORIGIN for YouTube (the largest size the origin has) or from the address
// Vimeo's oEmbed answer names, within one deadline; stored through the image pipeline, shown from
// our own storage, deleted with the video; whatever the origin does wrong, the video is added and
// shows the poster. The origin is a real local HTTP server. The background backfill after a restart
// and the unused-image sweep, which have SQL of their own, are in video-thumbnail-backfill.test.ts.

let server: TestServer;
let thumbnails: ThumbnailOrigin;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  thumbnails = await startThumbnailOrigin();
  server = await startTestServer({
    VIDEO_THUMBNAIL_ORIGIN: thumbnails.origin,
    VIMEO_OEMBED_ORIGIN: thumbnails.origin,
  });
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
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

async function addVideo(url: string, title?: string) {
  const started = Date.now();
  const response = await admin.post("/api/addVideo", { url, title });
  expect(response.status, await response.clone().text()).toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return { insertedId, took: Date.now() - started };
}

/** The facade button of one video in the gallery's HTML, as a visitor receives it. */
const facade = (title: string, client = visitor) => galleryFacade(title, client);

describe("a YouTube video's thumbnail", () => {
  it("is the 1280 px maxresdefault when the video has it, in every responsive width", async () => {
    const id = largerThumbnailIds.maxres.replace(/\d+$/, "OK01");
    const before = uploadedFiles().length;
    await addVideo(`https://youtu.be/${id}`, "Sharp thumbnail");
    // The largest size answered, so nothing smaller was asked for.
    expect(asked(thumbnails, id)).toEqual([`/vi/${id}/maxresdefault.jpg`]);
    // AVIF, WebP and JPEG at 480, 960 and 1280 px: a phone at 3x (about 1100 device px for a
    // full-width card) picks the 1280 px file.
    expect(uploadedFiles().length).toBe(before + 9);

    const { button } = await facade("Sharp thumbnail");
    const img = button.match(/<img[^>]*>/)![0];
    const src = attribute(img, "src")!;
    // Stored with the videos, apart from the news pictures.
    expect(src).toMatch(/^\/uploads\/videos\/.+-1280\.jpg$/);
    expect(attribute(img, "width")).toBe("1280");
    expect(attribute(img, "height")).toBe("720");
    const stem = src.replace(/-1280\.jpg$/, "");
    expect(button).toContain(
      `<source type="image/avif" srcSet="${stem}-480.avif 480w, ${stem}-960.avif 960w, ${stem}-1280.avif 1280w"`,
    );
    expect(attribute(img, "srcSet")).toBe(
      `${stem}-480.jpg 480w, ${stem}-960.jpg 960w, ${stem}-1280.jpg 1280w`,
    );
    for (const width of [480, 960, 1280]) {
      for (const extension of ["avif", "webp", "jpg"]) {
        const file = await visitor.get(`${stem}-${width}.${extension}`);
        expect(file.status, `${width}.${extension}`).toBe(200);
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect([meta.width, meta.height], `${width}.${extension}`).toEqual([
          width,
          Math.round((width * 720) / 1280),
        ]);
      }
    }
  });

  it("is the 640 px sddefault when maxresdefault is missing", async () => {
    const id = largerThumbnailIds.sd.replace(/\d+$/, "OK01");
    const before = uploadedFiles().length;
    await addVideo(`https://youtu.be/${id}`, "Standard thumbnail");
    expect(asked(thumbnails, id)).toEqual(sizes(id).slice(0, 2));
    expect(uploadedFiles().length).toBe(before + 6); // 480 and 640 px
    const img = (await facade("Standard thumbnail")).button.match(/<img[^>]*>/)![0];
    expect(attribute(img, "src")).toMatch(/-640\.jpg$/);
    expect(attribute(img, "height")).toBe("480");
  });

  it("falls back to hqdefault when the larger sizes are missing, and is served from our storage", async () => {
    const before = uploadedFiles().length;
    await addVideo("https://youtu.be/thumbOK0001", "Stored thumbnail");
    // Each size once, best first; each 404 moved on to the next.
    expect(asked(thumbnails, "thumbOK0001")).toEqual(sizes("thumbOK0001"));
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
    // The provider gave a picture: the answer asks for none.
    expect(await response.text()).not.toContain("No thumbnail for");
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
});

describe("a Vimeo video's thumbnail and title", () => {
  const oembedAsked = (id: string) =>
    thumbnails.requests.filter((p) => p.startsWith("/api/oembed.json?") && p.includes(id));

  it("come from its oEmbed answer: the 1280 px thumbnail, and the title when none was given", async () => {
    const id = "700000001";
    await addVideo(`https://vimeo.com/${id}`);
    expect(oembedAsked(id)).toHaveLength(1);
    const asked = new URL(oembedAsked(id)[0]!, thumbnails.origin);
    expect(asked.searchParams.get("url")).toBe(`https://vimeo.com/${id}`);
    expect(thumbnails.requests).toContain(`/vimeo/${id}_1280.jpg`);
    const { button } = await facade(vimeoTitle(id));
    const img = button.match(/<img[^>]*>/)![0];
    expect(attribute(img, "src")).toMatch(/^\/uploads\/videos\/.+-1280\.jpg$/);
    expect(attribute(img, "width")).toBe("1280");
  });

  it("keep the admin's own title", async () => {
    const id = "700000002";
    await addVideo(`https://player.vimeo.com/video/${id}?h=8f2b3c4d5e`, "Our own title");
    const asked = new URL(oembedAsked(id)[0]!, thumbnails.origin);
    // An unlisted video is asked for by its key too.
    expect(asked.searchParams.get("url")).toBe(`https://vimeo.com/${id}/8f2b3c4d5e`);
    const { html, button } = await facade("Our own title");
    expect(button).toMatch(/<img/);
    expect(html).not.toContain(vimeoTitle(id));
  });

  it("never fetch a thumbnail from a host the answer names besides Vimeo's", async () => {
    const id = vimeoVideoIds.foreignThumbnail;
    await addVideo(`https://vimeo.com/${id}`);
    // The title is kept; the thumbnail address is refused, and the poster shows.
    const { button } = await facade(vimeoTitle(id));
    expect(button).not.toMatch(/<img/);
    expect(server.output()).toMatch(/Vimeo thumbnail address refused/);
  });

  it("leave the poster and the fallback name when Vimeo has no answer", async () => {
    const id = vimeoVideoIds.missing;
    await addVideo(`https://vimeo.com/${id}`);
    const videos = (await (await visitor.get("/api/allVideos")).json()) as Array<{
      id: string;
      title: string | null;
    }>;
    expect(videos.find((video) => video.id === id)?.title).toBeNull();
    expect((await facade("Vimeo video")).button).not.toMatch(/<img/);
  });
});

describe("one deadline for the whole lookup, however many sizes are tried", () => {
  it("an origin that never answers costs one deadline, and no smaller size is tried", async () => {
    const id = slowThumbnailIds.hanging;
    const { took } = await addVideo(`https://youtu.be/${id}`, "Poster hanging");
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(7_000);
    expect(asked(thumbnails, id)).toEqual(sizes(id).slice(0, 1));
    expect((await facade("Poster hanging")).button).not.toMatch(/<img/);
  });

  it("slow 404s use up the same deadline: 2 s + 2 s + the rest, not 2 + 2 + 5 s", async () => {
    const id = slowThumbnailIds.slowMissing;
    const { took } = await addVideo(`https://youtu.be/${id}`, "Poster slow");
    expect(asked(thumbnails, id)).toEqual(sizes(id));
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(7_000);
    expect((await facade("Poster slow")).button).not.toMatch(/<img/);
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
    // Only a 404 moves on to a smaller size; any other failure ends the lookup at once.
    expect(asked(thumbnails, id)).toEqual(name === "missing" ? sizes(id) : sizes(id).slice(0, 1));
    await poster(`Poster ${name}`);
    expect(uploadedFiles().length).toBe(files);
  });

  it("a redirect is never followed", () => {
    expect(thumbnails.requests.some((p) => p.includes("elsewhere"))).toBe(false);
  });

  it("asks no origin for a Facebook video, which has no thumbnail without an access token", async () => {
    const count = thumbnails.requests.length;
    await addVideo("https://www.facebook.com/watch/?v=10153231379946729", "Facebook poster");
    expect(thumbnails.requests.length).toBe(count);
    const { button } = await facade("Facebook poster");
    expect(button).not.toMatch(/<img/);
    expect(button).toContain("Facebook");
  });

  it("the origin is down", async () => {
    await thumbnails.close();
    const { took } = await addVideo("https://youtu.be/originDown1", "Poster origin down");
    expect(took).toBeLessThan(5_000);
    await poster("Poster origin down");
    expect(server.output()).toMatch(/video thumbnail not stored/);
  });
});
