import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { startThumbnailOrigin, type ThumbnailOrigin } from "../support/thumbnail-origin.ts";

// The videos REST API (spec section 7), its authorization, the Add Video form action, and the
// Content-Security-Policy that frames exactly the allow-listed players; on both database drivers.
// Thumbnails come from a local stand-in for YouTube's host (video-thumbnails.test.ts covers them).

let server: TestServer;
let thumbnails: ThumbnailOrigin;
let admin: TestClient;
let user: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  thumbnails = await startThumbnailOrigin();
  server = await startTestServer({ VIDEO_THUMBNAIL_ORIGIN: thumbnails.origin });
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  user = createClient(server.url);
  await user.signUp("viewer@integration.test");
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await thumbnails?.close();
});

type Stored = { _id: string; id: string; provider: string; url: string; title: string | null };

async function allVideos(): Promise<Stored[]> {
  const response = await visitor.get("/api/allVideos");
  expect(response.status).toBe(200);
  return response.json();
}

describe("videos REST API", () => {
  it("lists no videos on a fresh database, and the page shows its empty state", async () => {
    expect(await allVideos()).toEqual([]);
    const html = await (await visitor.get("/videos")).text();
    expect(html).toContain("No videos yet");
  });

  it("lets only an admin add a video", async () => {
    const body = { id: "aqz-KE-bpKQ", url: "https://www.youtube.com/embed/aqz-KE-bpKQ" };
    const signedOut = await visitor.post("/api/addVideo", body);
    expect(signedOut.status).toBe(401);
    const nonAdmin = await user.post("/api/addVideo?isAdmin=true", body);
    expect(nonAdmin.status).toBe(403);
    expect(await allVideos()).toEqual([]);
  });

  it("adds a video by url, answering insertedId, and stores only the canonical address", async () => {
    const response = await admin.post("/api/addVideo", {
      id: "aqz-KE-bpKQ",
      url: "https://www.youtube.com/embed/aqz-KE-bpKQ?si=abc",
      title: "Big Buck Bunny",
    });
    expect(response.status).toBe(201);
    const { insertedId } = await response.json();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await allVideos()).toEqual([
      expect.objectContaining({
        _id: insertedId,
        id: "aqz-KE-bpKQ",
        provider: "youtube",
        url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
        title: "Big Buck Bunny",
      }),
    ]);
  });

  it("reads the id from embed code when the client sends none, and lists newest first", async () => {
    const response = await admin.post("/api/addVideo", {
      url: `<iframe src="https://player.vimeo.com/video/76979871?h=0a1b2c3d4e" onload="alert(1)"></iframe>`,
    });
    expect(response.status).toBe(201);
    const videos = await allVideos();
    expect(videos.map((video) => video.id)).toEqual(["76979871", "aqz-KE-bpKQ"]);
    expect(videos[0]).toMatchObject({
      url: "https://player.vimeo.com/video/76979871?h=0a1b2c3d4e",
      title: null,
    });
  });

  it("refuses duplicates, addresses off the allow-list, mismatched ids and bad bodies", async () => {
    const duplicate = await admin.post("/api/addVideo", { url: "https://youtu.be/aqz-KE-bpKQ" });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).message).toBe(
      "This YouTube video (aqz-KE-bpKQ) has already been added.",
    );

    for (const url of [
      "https://youtube.com.evil.example/embed/aqz-KE-bpKQ",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      `<iframe src="https://evil.example/"></iframe>`,
      "<script>alert(1)</script>",
    ]) {
      const refused = await admin.post("/api/addVideo", { url });
      expect(refused.status, url).toBe(400);
      expect((await refused.json()).message, url).toMatch(/YouTube, Vimeo (and|or) Facebook/);
    }

    const mismatch = await admin.post("/api/addVideo", {
      id: "something",
      url: "https://youtu.be/eRsGyueVLvQ",
    });
    expect(mismatch.status).toBe(400);

    for (const body of [
      {},
      { url: "" },
      { url: 42 },
      { url: "https://youtu.be/eRsGyueVLvQ", title: "x".repeat(151) },
    ]) {
      expect((await admin.post("/api/addVideo", body)).status).toBe(400);
    }
    const notJson = await admin.request("/api/addVideo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await allVideos()).toHaveLength(2);
  });

  it("deletes only for an admin: malformed 400, unknown 404, then ok", async () => {
    const [newest] = await allVideos();
    expect((await visitor.delete(`/api/deleteVideo/${newest!._id}`)).status).toBe(401);
    expect((await user.delete(`/api/deleteVideo/${newest!._id}`)).status).toBe(403);
    expect((await admin.delete("/api/deleteVideo/not-a-uuid")).status).toBe(400);
    expect((await admin.delete("/api/deleteVideo/1;drop table video")).status).toBe(400);
    expect(
      (await admin.delete("/api/deleteVideo/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    const ok = await admin.delete(`/api/deleteVideo/${newest!._id}`);
    expect(ok.status).toBe(200);
    expect((await allVideos()).map((video) => video.id)).toEqual(["aqz-KE-bpKQ"]);
    expect((await admin.delete(`/api/deleteVideo/${newest!._id}`)).status).toBe(404);
  });
});

describe("the Add Video and Delete Videos screens", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

  it("refuse form posts from visitors and non-admins", async () => {
    const fields = { embedCode: "https://youtu.be/R6MlUcmOul8" };
    expect((await visitor.request("/addVideo", form(fields))).status).toBe(302);
    expect((await user.request("/addVideo?isAdmin=true", form(fields))).status).toBe(403);
    const [video] = await allVideos();
    // The table deletes through the REST API (ADR 0072); a form post to the page deletes nothing.
    expect((await user.request("/deleteVideo", form({ id: video!._id }))).status).not.toBe(200);
    expect(
      (await user.request(`/api/deleteVideo/${video!._id}`, { method: "DELETE" })).status,
    ).toBe(403);
    expect((await allVideos()).map((v) => v.id)).toEqual(["aqz-KE-bpKQ"]);
  });

  it("answers an empty, refused or repeated form with the message, without JavaScript", async () => {
    const empty = await admin.request("/addVideo", form({ embedCode: "  " }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Iframe code is required");
    const refused = await admin.request(
      "/addVideo",
      form({
        embedCode: `<iframe src="https://youtube.com.evil.example/embed/aqz-KE-bpKQ"></iframe>`,
      }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "youtube.com.evil.example is not an accepted video site. Only YouTube, Vimeo and Facebook videos can be added.",
    );
    // A video already on the page, pasted as another of its addresses.
    const repeated = await admin.request(
      "/addVideo",
      form({ embedCode: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }),
    );
    expect(repeated.status).toBe(409);
    expect(await repeated.text()).toContain(
      "This YouTube video (aqz-KE-bpKQ) has already been added.",
    );
    expect((await allVideos()).map((video) => video.id)).toEqual(["aqz-KE-bpKQ"]);
  });

  it("adds from the form, and the table's delete removes it", async () => {
    const added = await admin.request(
      "/addVideo",
      form({ embedCode: "https://www.facebook.com/watch/?v=987654321012345", title: "Live" }),
    );
    expect(added.status).toBe(200);
    const facebook = (await allVideos()).find((video) => video.provider === "facebook");
    expect(facebook).toMatchObject({ id: "987654321012345", title: "Live" });
    // Facebook gives no picture: the answer asks for one, with an upload for this very video that
    // the video list's action takes.
    const prompt = await added.text();
    expect(prompt).toContain("No thumbnail for “Live”");
    expect(prompt).toMatch(/<form[^>]*action="\/deleteVideo"/);
    expect(prompt).toContain(`name="id" value="${facebook!._id}"`);
    const deleted = await admin.request(`/api/deleteVideo/${facebook!._id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await allVideos()).some((video) => video.provider === "facebook")).toBe(false);
  });
});

describe("security headers", () => {
  function directive(policy: string, name: string) {
    const found = policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([n]) => n === name);
    return found?.slice(1);
  }

  it("frames exactly the allow-listed players and nothing else", async () => {
    const response = await visitor.get("/videos");
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy") ?? "";
    // 'self' is the news editor's Preview (ADR 0109), which alone lets the site frame it.
    expect(directive(policy, "frame-src")).toEqual([
      "'self'",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.facebook.com",
    ]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    // Thumbnails are our own copies: no provider's image host is named.
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "https:"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("sends the same headers on API answers", async () => {
    const response = await visitor.get("/api/allVideos");
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("renders the gallery as facades: no iframe before play, our own copy of the thumbnail", async () => {
    const html = await (await visitor.get("/videos")).text();
    expect(html).toContain('aria-label="Play video: Big Buck Bunny"');
    expect(html).toMatch(/<img[^>]* src="\/uploads\/[^"]+\.jpg"/);
    expect(html).not.toContain(thumbnails.origin);
    expect(html).not.toContain("ytimg");
    expect(html).not.toMatch(/<iframe/);
    expect(thumbnails.requests).toContain("/vi/aqz-KE-bpKQ/hqdefault.jpg");
  });
});
