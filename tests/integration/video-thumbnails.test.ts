// Both databases: the thumbnail backfill and its SQL.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { jpeg, uploadImage } from "../support/news-fixtures.ts";
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

// Self-hosted video thumbnails (ADRs 0042, 0043, 0090): fetched once when an admin adds a video,
// from VIDEO_THUMBNAIL_ORIGIN for YouTube (the largest size the origin has) or from the address
// Vimeo's oEmbed answer names, within one deadline; stored through the image pipeline, shown from
// our own storage, deleted with the video; whatever the origin does wrong, the video is added and
// shows the poster; after a restart, videos showing the poster get their thumbnail in the
// background. The origin is a real local HTTP server; on both database drivers.

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

/** The paths asked of the origin for one video id, in order. */
const asked = (origin: ThumbnailOrigin, id: string) =>
  origin.requests.filter((p) => p.startsWith(`/vi/${id}/`));
const sizes = (id: string) =>
  ["maxresdefault", "sddefault", "hqdefault"].map((size) => `/vi/${id}/${size}.jpg`);

/** The facade button of one video in the gallery's HTML, as a visitor receives it. */
async function facade(title: string, client = visitor) {
  const html = await (await client.get("/videos")).text();
  const found = html.match(
    new RegExp(`<button[^>]*aria-label="Play video: ${title}"[\\s\\S]*?</button>`),
  );
  expect(found, `facade of ${title}`).toBeTruthy();
  return { html, button: found![0] };
}

const attribute = (markup: string, name: string) =>
  markup.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

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

describe("after a restart, videos showing the poster get their thumbnail in the background", () => {
  let origin: ThumbnailOrigin;
  let restarted: TestServer;
  let admin2: TestClient;
  let visitor2: TestClient;
  const ids = {
    maxres: largerThumbnailIds.maxres.replace(/\d+$/, "BF01"),
    hq: "backfillHQ1",
    missing: failingThumbnailIds.missing.replace(/\d+$/, "BF01"),
    hanging: slowThumbnailIds.hanging.replace(/\d+$/, "BF01"),
  };

  beforeAll(async () => {
    origin = await startThumbnailOrigin();
    // The default test origin: a closed port, so every video added now gets the poster.
    restarted = await startTestServer();
    admin2 = createClient(restarted.url);
    await restarted.signUpAdmin(admin2);
    for (const [name, id] of Object.entries(ids)) {
      const response = await admin2.post("/api/addVideo", {
        url: `https://youtu.be/${id}`,
        title: `Backfill ${name}`,
      });
      expect(response.status).toBe(201);
    }
    const vimeo = await admin2.post("/api/addVideo", {
      url: "https://vimeo.com/76979871",
      title: "Backfill vimeo",
    });
    expect(vimeo.status).toBe(201);
  });
  afterAll(async () => {
    await restarted?.close();
    await origin?.close();
  });

  it("starts with every video showing the poster", async () => {
    visitor2 = createClient(restarted.url);
    for (const name of [...Object.keys(ids), "vimeo"]) {
      expect((await facade(`Backfill ${name}`, visitor2)).button).not.toMatch(/<img/);
    }
  });

  it("is ready at once, fetches the missing thumbnails after listening, and logs a summary", async () => {
    restarted = await restarted.restart({
      VIDEO_THUMBNAIL_ORIGIN: origin.origin,
      VIMEO_OEMBED_ORIGIN: origin.origin,
      LOG_LEVEL: "info",
    });
    visitor2 = createClient(restarted.url);
    // Readiness does not wait for the backfill: one of its fetches gets no answer for 5 s.
    expect((await visitor2.get("/healthz")).status).toBe(200);
    expect((await visitor2.get("/videos")).status).toBe(200);
    expect(restarted.output()).not.toMatch(/video thumbnail backfill finished/);

    await expect
      .poll(async () => (await facade("Backfill maxres", visitor2)).button, { timeout: 15_000 })
      .toMatch(/<img[^>]* src="\/uploads\/[^"]+-1280\.jpg"/);
    await expect
      .poll(async () => (await facade("Backfill hq", visitor2)).button, { timeout: 15_000 })
      .toMatch(/<img[^>]* src="\/uploads\/[^"]+-480\.jpg"/);
    // The summary comes once the hanging fetch has used up its deadline.
    await expect
      .poll(() => restarted.output(), { timeout: 15_000 })
      .toMatch(
        /"tried":5,"stored":3,"poster":2,"moreLeft":false,"stopped":false[^\n]*video thumbnail backfill finished/,
      );

    expect(asked(origin, ids.maxres)).toEqual(sizes(ids.maxres).slice(0, 1));
    expect(asked(origin, ids.hq)).toEqual(sizes(ids.hq));
    // Tried once in this start: each size once, then left with the poster.
    expect(asked(origin, ids.missing)).toEqual(sizes(ids.missing));
    expect(asked(origin, ids.hanging)).toEqual(sizes(ids.hanging).slice(0, 1));
    // Vimeo's thumbnail comes through its oEmbed answer.
    expect(origin.requests).toContain("/vimeo/76979871_1280.jpg");
    expect((await facade("Backfill vimeo", visitor2)).button).toMatch(/<img/);
    expect((await facade("Backfill missing", visitor2)).button).not.toMatch(/<img/);
  });

  it("does not hold up a stop: a fetch under way is abandoned", async () => {
    const count = origin.requests.length;
    restarted = await restarted.restart({
      VIDEO_THUMBNAIL_ORIGIN: origin.origin,
      VIMEO_OEMBED_ORIGIN: origin.origin,
      LOG_LEVEL: "info",
    });
    // Only the two videos still showing the poster are tried again on this start.
    await expect
      .poll(() => origin.requests.slice(count).filter((p) => p.includes(ids.hanging)).length, {
        timeout: 5_000,
      })
      .toBe(1);
    await restarted.stop();
    // Waiting out the hanging fetch would make the run last at least its 5 s deadline. The run's
    // own logged duration is the proof, not a stopwatch around the whole stop: that also times
    // the drain, the database's close and the exit, and a loaded CI machine took 5.3 s for them.
    const summary = restarted
      .output()
      .match(/"stopped":true[^\n]*"ms":(\d+)[^\n]*video thumbnail backfill finished/);
    expect(summary).not.toBeNull();
    expect(Number(summary![1])).toBeLessThan(5_000);
    const again = origin.requests.slice(count);
    expect(again.every((p) => p.includes(ids.missing) || p.includes(ids.hanging))).toBe(true);
  });
});
