// Both databases: the thumbnail backfill's SQL, and the unused-image sweep with a moved clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { jpeg, uploadImage } from "../support/news-fixtures.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";
import {
  failingThumbnailIds,
  largerThumbnailIds,
  slowThumbnailIds,
  startThumbnailOrigin,
  type ThumbnailOrigin,
} from "../support/thumbnail-origin.ts";
import { asked, attribute, facade, sizes } from "../support/video-gallery.ts";

// After a restart, videos showing the poster get their thumbnail in the background (ADR 0090),
// without holding up readiness or a stop; a stored thumbnail is kept by the unused-image sweep.
// The rest of the thumbnail rules, which need no SQL of their own, are in video-thumbnails.test.ts.

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

  it("is kept by the unused-image sweep while the video shows it", async ({ skip }) => {
    if (!restarted.databaseUrl)
      skip("moving the clock needs direct database access (PostgreSQL run)");
    const { button } = await facade("Backfill maxres", visitor2);
    const shown = attribute(button.match(/<img[^>]*>/)![0], "src")!;
    // The restart moved the server to a new port: the admin signs in there.
    const admin = createClient(restarted.url);
    await admin.signIn(ADMIN_EMAIL);
    const abandoned = await (await uploadImage(admin, await jpeg(300, 200, "#123456"))).json();
    const pg = await import("pg");
    const db = new pg.default.Client({ connectionString: restarted.databaseUrl });
    await db.connect();
    await db.query("update news_image set created_at = now() - interval '2 days'");
    await db.end();
    // The next upload sweeps, after answering: the abandoned upload goes, the thumbnail stays.
    await uploadImage(admin, await jpeg(100, 100));
    const abandonedPath = new URL(abandoned.data.url).pathname;
    await expect.poll(async () => (await visitor2.get(abandonedPath)).status).toBe(404);
    expect((await visitor2.get(shown)).status).toBe(200);
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
