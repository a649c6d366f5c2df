// Both databases: publication times moved in the database.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articleForm, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

let server: SharedTestServer;
let admin: TestClient;
let user: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await sharedTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  user = createClient(server.url);
  await user.signUp("reader@integration.test");
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

// SITE_URL is not set here (the port is random), so absolute addresses are re-pointed at the server.
const served = (url: string) => `${server.url}${new URL(url).pathname}`;

const uploadedFiles = () => {
  const root = path.join(server.dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

describe("news REST authorization", () => {
  it("lets only admins write", async () => {
    for (const [client, status] of [
      [visitor, 401],
      [user, 403],
    ] as const) {
      expect((await client.post("/api/addNew", article())).status).toBe(status);
      expect(
        (
          await client.request("/api/news/00000000-0000-4000-8000-000000000000", {
            method: "PUT",
            json: article(),
          })
        ).status,
      ).toBe(status);
      expect(
        (await client.delete("/api/deleteNews/00000000-0000-4000-8000-000000000000")).status,
      ).toBe(status);
      expect((await uploadImage(client, await jpeg(50, 50))).status).toBe(status);
    }
  });

  it("ignores ?isAdmin=true", async () => {
    expect((await user.post("/api/addNew?isAdmin=true", article())).status).toBe(403);
  });
});

describe("news REST shapes", () => {
  it("adds an article with the spec's JSON and answers insertedId", async () => {
    const response = await admin.post("/api/addNew", article({ keywords: "mela, Eid , , mela" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.insertedId).toMatch(/^[0-9a-f-]{36}$/);

    const one = await visitor.get(`/api/news/${body.insertedId}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      _id: body.insertedId,
      title: "Mela returns to Small Heath Park",
      date: "2026-05-01",
      time: "14:30",
      category: "community news",
      keywords: ["mela", "Eid"],
      img: "https://example.com/mela.jpg",
      conclusion: "Organisers are already planning next year's event.",
    });

    const all = await visitor.get("/api/allNews");
    expect(all.status).toBe(200);
    const list = await all.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((item: { _id: string }) => item._id)).toContain(body.insertedId);
  });

  it("answers 400 with the spec's messages for missing fields", async () => {
    const response = await admin.post("/api/addNew", { body1: "no title" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toMatchObject({
      title: "Title is Required",
      date: "Date is Required",
      time: "Time is Required",
      category: "Category is Required",
      img: "Image is Required",
    });
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "1%27%20or%201=1"]) {
      expect((await visitor.get(`/api/news/${id}`)).status).toBe(404);
      expect((await admin.delete(`/api/deleteNews/${id}`)).status).toBe(404);
      expect(
        (await admin.request(`/api/news/${id}`, { method: "PUT", json: article() })).status,
      ).toBe(404);
    }
  });

  it("keeps drafts and scheduled articles out of public reads", async () => {
    const draft = await (
      await admin.post("/api/addNew", article({ title: "Draft piece", status: "draft" }))
    ).json();
    const future = await (
      await admin.post("/api/addNew", article({ title: "Future piece", date: "2099-01-01" }))
    ).json();
    const ids = (await (await visitor.get("/api/allNews")).json()).map(
      (a: { _id: string }) => a._id,
    );
    expect(ids).not.toContain(draft.insertedId);
    expect(ids).not.toContain(future.insertedId);
    expect((await visitor.get(`/api/news/${draft.insertedId}`)).status).toBe(404);
    expect((await user.get(`/api/news/${future.insertedId}`)).status).toBe(404);
    expect((await admin.get(`/api/news/${draft.insertedId}`)).status).toBe(200);
  });

  it("edits in place: same id, new fields", async () => {
    const { insertedId } = await (await admin.post("/api/addNew", article())).json();
    const response = await admin.request(`/api/news/${insertedId}`, {
      method: "PUT",
      json: article({ title: "Updated title", category: "sports" }),
    });
    expect(response.status).toBe(200);
    const after = await (await visitor.get(`/api/news/${insertedId}`)).json();
    expect(after).toMatchObject({ _id: insertedId, title: "Updated title", category: "sports" });
  });

  it("deletes with an ok status, then 404s", async () => {
    const { insertedId } = await (await admin.post("/api/addNew", article())).json();
    const response = await admin.delete(`/api/deleteNews/${insertedId}`);
    expect(response.status).toBe(200);
    expect((await visitor.get(`/api/news/${insertedId}`)).status).toBe(404);
  });
});

describe("POST /api/images", () => {
  it("answers like the original image host and serves variants with long caching", async () => {
    const response = await uploadImage(admin, await jpeg(2000, 1000), "../../etc/passwd.jpg");
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        url: expect.stringMatching(
          /^http:\/\/localhost(:\d+)?\/uploads\/news\/\d{4}\/\d{2}\/[0-9a-f]{24}-1600\.jpg$/,
        ),
      },
    });
    const pathname = new URL(body.data.url).pathname;
    const served = await fetch(`${server.url}${pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    for (const variant of ["-480.avif", "-960.webp", "-1600.avif"]) {
      const file = await fetch(`${server.url}${pathname.replace("-1600.jpg", variant)}`);
      expect(file.status).toBe(200);
    }
  });

  it("refuses an oversized upload with 413 and a clear message", async () => {
    const big = Buffer.concat([await jpeg(100, 100), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await uploadImage(admin, big);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("The image is too large. The limit is 10 MB.");
  });

  it("refuses files that are not images whatever they are called", async () => {
    const response = await uploadImage(admin, Buffer.from("%PDF-1.7 not an image"), "cat.jpg");
    expect(response.status).toBe(415);
    expect((await response.json()).success).toBe(false);
  });

  it("refuses an SVG carrying a script, even named .png", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
    );
    const before = uploadedFiles().length;
    const response = await uploadImage(admin, svg, "logo.png", "image/png");
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/SVG images are not accepted/);
    expect(uploadedFiles().length).toBe(before);
  });

  it("answers 400 when the field is missing", async () => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(await jpeg(10, 10))]), "x.jpg");
    const response = await admin.request("/api/images", { method: "POST", body: form });
    expect(response.status).toBe(400);
  });

  it("keeps an article's image files in the trash, removes them when deleted for good", async () => {
    const upload = await (await uploadImage(admin, await jpeg(800, 450, "#3b5bfd"))).json();
    const key = new URL(upload.data.url).pathname.split("/").pop()!.replace("-800.jpg", "");
    const { insertedId } = await (
      await admin.post("/api/addNew", article({ img: upload.data.url }))
    ).json();
    const stored = await (await visitor.get(`/api/news/${insertedId}`)).json();
    expect(stored.img).toBe(upload.data.url);
    expect(uploadedFiles().filter((name) => name.startsWith(key))).toHaveLength(6);
    expect((await admin.delete(`/api/deleteNews/${insertedId}`)).status).toBe(200);
    // In the trash (ADR 0161): restorable, so its image stays.
    expect(uploadedFiles().filter((name) => name.startsWith(key))).toHaveLength(6);
    const forGood = new FormData();
    forGood.append("intent", "delete-for-good");
    forGood.append("id", insertedId);
    const purged = await admin.request("/deleteNews", { method: "POST", body: forGood });
    expect(purged.status).toBe(200);
    expect(uploadedFiles().filter((name) => name.startsWith(key))).toHaveLength(0);
    expect((await fetch(served(upload.data.url))).status).toBe(404);
  });

  it("keeps a replaced image a day for pages rendered before the edit, then sweeps it", async () => {
    const first = await (await uploadImage(admin, await jpeg(600, 400))).json();
    const second = await (await uploadImage(admin, await jpeg(600, 400, "#00aa55"))).json();
    const { insertedId } = await (
      await admin.post("/api/addNew", article({ img: first.data.url }))
    ).json();
    await admin.request(`/api/news/${insertedId}`, {
      method: "PUT",
      json: article({ img: second.data.url }),
    });
    // A browser or CDN may still show the page as it was before the edit.
    expect((await fetch(served(first.data.url))).status).toBe(200);
    expect((await fetch(served(second.data.url))).status).toBe(200);
    if (!server.databaseUrl) return; // moving the clock needs direct access to the database
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query(
      // The API answers an absolute address; the record keeps the site-relative one.
      "update news_image set replaced_at = now() - interval '2 days' where $1 like '%' || url",
      [first.data.url],
    );
    await db.end();
    await uploadImage(admin, await jpeg(300, 200)); // each upload sweeps a few unused images
    await expect.poll(async () => (await fetch(served(first.data.url))).status).toBe(404);
    expect((await fetch(served(second.data.url))).status).toBe(200);
  });
});

describe("the Add News form without JavaScript", () => {
  it("takes fields and image in one multipart post to /addNews", async () => {
    const form = await articleForm({
      title: "Posted without script",
      keywords: ["no-js", "forms"],
    });
    const response = await admin.request("/addNews", { method: "POST", body: form });
    expect(response.status).toBe(201);
    expect(await response.text()).toContain("The news article has been submitted.");
    const list = await (await visitor.get("/api/allNews")).json();
    const saved = list.find((item: { title: string }) => item.title === "Posted without script");
    expect(saved).toMatchObject({
      keywords: ["no-js", "forms"],
      img: expect.stringMatching(/-640\.jpg$/),
    });
  });

  it("shows the spec's messages when required fields are missing", async () => {
    const response = await admin.request("/addNews", { method: "POST", body: new FormData() });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Title is Required",
      "Date is Required",
      "Category is Required",
      "Image is Required",
    ]) {
      expect(html).toContain(message);
    }
  });

  it("is refused to non-admins", async () => {
    const response = await user.request("/addNews", { method: "POST", body: new FormData() });
    expect(response.status).toBe(403);
  });
});

describe("unused uploads", () => {
  it("are deleted a day after upload when no article uses them", async ({ skip }) => {
    if (!server.databaseUrl) skip("needs direct database access (PostgreSQL run)");
    const pg = await import("pg");
    const abandoned = await (await uploadImage(admin, await jpeg(500, 300, "#123456"))).json();
    const used = await (await uploadImage(admin, await jpeg(500, 300, "#654321"))).json();
    await admin.post("/api/addNew", article({ img: used.data.url }));
    const db = new pg.default.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query("update news_image set created_at = now() - interval '2 days'");
    await db.end();
    // The next upload triggers the sweep after answering.
    await uploadImage(admin, await jpeg(100, 100));
    await expect.poll(async () => (await fetch(served(abandoned.data.url))).status).toBe(404);
    expect((await fetch(served(used.data.url))).status).toBe(200);
  });
});

// Last in this file: the articles it adds would push earlier tests' articles off the first page.
describe("the public article list's pages", () => {
  const titles = Array.from({ length: 101 }, (_, n) => `Paged article ${n}`);
  beforeAll(async () => {
    for (let n = 0; n < titles.length; n += 10) {
      const batch = titles
        .slice(n, n + 10)
        .map((title) => admin.post("/api/addNew", article({ title, date: "2026-06-01" })));
      for (const response of await Promise.all(batch)) expect(response.status).toBe(201);
    }
  }, 120_000);

  const nextOf = (response: Response) =>
    response.headers.get("link")?.match(/^<([^>]+)>; rel="next"$/)?.[1];

  it("answers 50 articles without ?limit, at most 100 with one, and links the next page", async () => {
    const first = await visitor.get("/api/allNews");
    expect(first.status).toBe(200);
    const page = (await first.json()) as { _id: string; title: string }[];
    expect(page).toHaveLength(50);
    const next = nextOf(first);
    expect(next).toMatch(/^\/api\/allNews\?limit=50&after=[\w-]+$/);
    const second = (await (await visitor.get(next!)).json()) as { _id: string }[];
    expect(second.length).toBeGreaterThan(0);
    const ids = new Set(page.map((item) => item._id));
    expect(second.filter((item) => ids.has(item._id))).toEqual([]);

    const large = await visitor.get("/api/allNews?limit=500");
    expect(await large.json()).toHaveLength(100);
    expect(nextOf(large)).toMatch(/^\/api\/allNews\?limit=100&after=/);
  });

  it("serves the same query from memory until the news changes", async () => {
    const first = await visitor.get("/api/allNews?limit=5");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const again = await visitor.get("/api/allNews?limit=5&unknown=1");
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(await first.text());
    expect(
      (await visitor.get("/api/allNews?limit=5", { headers: { "if-none-match": etag! } })).status,
    ).toBe(304);

    const title = `Listed at once ${Date.now()}`;
    const added = await admin.post("/api/addNew", article({ title, date: "2026-11-27" }));
    expect(added.status).toBe(201);
    const after = await visitor.get("/api/allNews?limit=5");
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as { title: string }[]).map((item) => item.title)).toContain(
      title,
    );
  });

  it("keeps a signed-in reader's answer private", async () => {
    const response = await admin.get("/api/allNews?limit=5");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toHaveLength(5);
  });
});
