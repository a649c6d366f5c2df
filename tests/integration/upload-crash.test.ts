// Both databases: image records and a kill -9 mid-upload.
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";

// An uploaded image is stored (its news_image record, then its files) before the article that uses
// it is saved, in a separate step: two requests through the REST API, two statements in the form
// action, no transaction around them. A crash in between must leave nothing the sweep cannot find.
// Ageing records past the sweep's one-day grace needs direct access to the database: PostgreSQL
// runs only.
const onPostgres = inject("testDb").driver === "postgres";

let server: TestServer;
let admin: TestClient;

// SITE_URL is not set here (the port is random), so absolute addresses are re-pointed at the server.
const served = (url: string) => `${server.url}${new URL(url, server.url).pathname}`;

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

const uploads = () => path.join(server.dataDir, "uploads");

/**
 * Every stored object under the local store, as store keys (news/2026/05/<key>-800.jpg). A write
 * cut off by the crash leaves the object's temporary file (<object>.tmp); it counts as that object,
 * since it must belong to a record and go with it.
 */
function storedFiles() {
  if (!existsSync(uploads())) return [];
  const names = readdirSync(uploads(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads(), path.join(entry.parentPath, entry.name)))
    .map((name) => name.replace(/\.tmp$/, ""));
  return [...new Set(names)].sort();
}

const imageRecords = () =>
  query<{ key: string; objects: string[]; used: boolean }>(
    `select key, objects,
       exists (select 1 from news where news.image->>'key' = news_image.key) as used
     from news_image order by key`,
  );

/** Past the sweep's one-day grace, as if the crash had happened yesterday. */
const ageImages = () =>
  query("update news_image set created_at = now() - interval '2 days', replaced_at = null");

/** Production sweeps a few unused images after every upload (POST /api/images). */
async function uploadToSweep() {
  const response = await uploadImage(admin, await jpeg(320, 180, "#222222"));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

function addNewsForm(n: number, image: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(article({ title: `Crash test ${n}` }))) {
    if (key !== "img" && key !== "keywords") form.append(key, String(value));
  }
  form.append("keywords", "crash");
  form.append("intent", "publish");
  form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), `c${n}.jpg`);
  return admin.request("/addNews", { method: "POST", body: form });
}

describe.runIf(onPostgres)("a crash between image upload and article save", () => {
  beforeAll(async () => {
    server = await startTestServer();
    admin = createClient(server.url);
    await server.signUpAdmin(admin);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("sweeps an uploaded image no article took, and never one an article uses", async () => {
    const uploaded = async (bytes: Buffer) =>
      ((await (await uploadImage(admin, bytes)).json()) as { data: { url: string } }).data.url;
    const used = await uploaded(await jpeg(800, 450, "#3b5bfd"));
    const saved = await admin.post("/api/addNew", article({ title: "Keeps its image", img: used }));
    expect(saved.status).toBe(201);
    // Exactly what a crash after POST /api/images answered and before POST /api/addNew leaves.
    const abandoned = await uploaded(await jpeg(800, 450, "#aa3300"));
    // What a crash in the middle of writing an image's files (or deleting them) leaves: its
    // record, and only some of its files.
    const partial = await uploaded(await jpeg(800, 450, "#00aa55"));

    const keyOf = (url: string) => path.basename(url).replace(/-\d+\.jpg$/, "");
    const byKey = async () => new Map((await imageRecords()).map((r) => [path.basename(r.key), r]));
    const before = await byKey();
    const [usedImage, abandonedImage, partialImage] = [used, abandoned, partial].map(
      (url) => before.get(keyOf(url))!,
    );
    expect(usedImage).toMatchObject({ used: true });
    expect(abandonedImage).toMatchObject({ used: false });
    expect(storedFiles()).toEqual(expect.arrayContaining(abandonedImage!.objects));
    for (const object of partialImage!.objects.slice(0, 4)) rmSync(path.join(uploads(), object));

    await ageImages();
    const fresh = await uploadToSweep();
    await expect.poll(async () => (await byKey()).has(keyOf(abandoned))).toBe(false);
    await expect.poll(async () => (await byKey()).has(keyOf(partial))).toBe(false);

    const files = storedFiles();
    for (const object of [...abandonedImage!.objects, ...partialImage!.objects]) {
      expect(files).not.toContain(object);
    }
    expect((await fetch(served(abandoned))).status).toBe(404);
    // The article's image, a day old like the others, and the new upload, inside its day, stay.
    expect(files).toEqual(expect.arrayContaining(usedImage!.objects));
    expect((await fetch(served(used))).status).toBe(200);
    expect((await byKey()).has(keyOf(fresh))).toBe(true);
    expect((await fetch(served(fresh))).status).toBe(200);
  });

  it("survives SIGKILL mid-upload: every article keeps its image, and the sweep clears the rest", async () => {
    const images = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        jpeg(1600, 900, `#${(n * 0x0f0f0f + 0x102030).toString(16).slice(-6)}`),
      ),
    );
    const earlier = new Set((await imageRecords()).map((r) => r.key));
    // Half through the no-JavaScript form (upload and save in one request), half through the REST
    // API as the editor's browser does it (upload, then save with the address it was given). The
    // browser's save waits for the crash, so the window between its two requests is open when the
    // server dies however fast or slow the machine is; the forms die wherever they happen to be.
    let crashed!: () => void;
    const crash = new Promise<void>((resolve) => (crashed = resolve));
    const inFlight = images.map((bytes, n) =>
      (n % 2
        ? addNewsForm(n, bytes)
        : uploadImage(admin, bytes).then(async (upload) => {
            const { data } = (await upload.json()) as { data: { url: string } };
            await crash;
            return admin.post("/api/addNew", article({ title: `Crash test ${n}`, img: data.url }));
          })
      ).catch(() => null),
    );
    // SIGKILL once an article has its image and an image is wholly stored that no article uses.
    await expect
      .poll(
        async () => {
          const files = new Set(storedFiles());
          const fresh = (await imageRecords()).filter((image) => !earlier.has(image.key));
          return (
            fresh.some((image) => image.used) &&
            fresh.some((image) => !image.used && image.objects.every((o) => files.has(o)))
          );
        },
        { timeout: 60_000, interval: 5 },
      )
      .toBe(true);
    await server.stop("SIGKILL");
    crashed();
    await Promise.all(inFlight);
    server = await server.restart();
    // The restarted server listens on another port; the session in the database still holds.
    admin = createClient(server.url);
    await admin.signIn(ADMIN_EMAIL);

    // No article points at an image that is missing, wholly or in part.
    const articles = await query<{ img: string; key: string }>(
      "select img, image->>'key' as key from news where image is not null",
    );
    expect(articles.length).toBeGreaterThan(0);
    let records = await imageRecords();
    const recorded = new Map(records.map((r) => [r.key, r]));
    for (const { img, key } of articles) {
      expect(recorded.get(key)?.objects.every((o) => existsSync(path.join(uploads(), o)))).toBe(
        true,
      );
      expect((await fetch(served(img))).status).toBe(200);
    }
    // Every file the crash left has a record; the crash did leave some no article uses.
    const allObjects = (list: typeof records) => list.flatMap((r) => r.objects);
    expect(allObjects(records)).toEqual(expect.arrayContaining(storedFiles()));
    expect(records.filter((r) => !earlier.has(r.key) && !r.used).length).toBeGreaterThan(0);

    // At most 17 unused records here, fewer than the 20 one sweep takes.
    await ageImages();
    const fresh = await uploadToSweep();
    await expect
      .poll(async () => (await imageRecords()).filter((r) => !r.used).map((r) => r.key))
      .toHaveLength(1);
    records = await imageRecords();
    expect(fresh).toContain(path.basename(records.find((r) => !r.used)!.key));
    expect(storedFiles()).toEqual(allObjects(records).sort());
    for (const { img } of articles) expect((await fetch(served(img))).status).toBe(200);
  });
});
