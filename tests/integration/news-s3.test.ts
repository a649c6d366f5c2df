// Both databases: the S3 store beside each database.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { article, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The operator contract's S3_* settings: with them, uploads go to an S3-compatible store (here
// s3rver, a separate implementation) instead of DATA_DIR/uploads, and pages point at it.

let s3: S3rver;
let endpoint: string;
let server: TestServer;
const s3Dir = mkdtempSync(path.join(tmpdir(), "s3rver-it-"));

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "agency-news", configs: [] }],
  });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  server = await startTestServer({
    S3_BUCKET: "agency-news",
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    // As temporary credentials carry (s3rver accepts it; server/storage/s3-store.test.ts checks
    // it is signed).
    S3_SESSION_TOKEN: "integration-session-token",
  });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe("images in an S3-compatible store", () => {
  it("stores every variant in the bucket, links pages to it, and deletes with the article", async () => {
    const admin = createClient(server.url);
    await server.signUpAdmin(admin);
    const response = await uploadImage(admin, await jpeg(960, 540));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.url).toMatch(
      new RegExp(`^${endpoint}/agency-news/news/\\d{4}/\\d{2}/[0-9a-f]{24}-960\\.jpg$`),
    );
    const stored = await fetch(data.url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/jpeg");
    expect((await fetch(data.url.replace("-960.jpg", "-480.avif"))).status).toBe(200);
    expect(existsSync(path.join(server.dataDir, "uploads"))).toBe(false);

    const { insertedId } = await (
      await admin.post(
        "/api/addNew",
        article({ img: data.url, body2: `![In the bucket](${data.url})` }),
      )
    ).json();
    const pageResponse = await fetch(`${server.url}/news/${insertedId}`);
    // The Content-Security-Policy lets pages load images from the bucket.
    expect(pageResponse.headers.get("content-security-policy")).toMatch(
      new RegExp(`img-src [^;]*${endpoint.replace(/[.]/g, "\\.")}`),
    );
    const page = await pageResponse.text();
    expect(page).toContain(`${endpoint}/agency-news/news/`);
    // A body picture at the bucket's address has its size from its record too (ADR 0167).
    expect(page).toContain(`<img src="${data.url}" alt="In the bucket" width="960" height="540"`);
    expect(page).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/agency-news\//,
    );

    // The spec's REST delete moves the article to the trash (ADR 0161), which keeps its image;
    // deleting it for good there (Manage News's button, posted as its form does) deletes the
    // image's every file from the bucket.
    expect((await admin.delete(`/api/deleteNews/${insertedId}`)).status).toBe(200);
    expect((await fetch(data.url)).status).toBe(200);
    const forGood = new FormData();
    forGood.append("intent", "delete-for-good");
    forGood.append("id", insertedId);
    expect((await admin.request("/deleteNews", { method: "POST", body: forGood })).status).toBe(
      200,
    );
    expect((await fetch(data.url)).status).toBe(404);
  });

  it("answers an upload with an error, not a hang, when the store never answers", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const hungEndpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const hung = await startTestServer({
      S3_BUCKET: "agency-news",
      S3_ENDPOINT: hungEndpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_TIMEOUT_MS: "500",
    });
    try {
      const admin = createClient(hung.url);
      await hung.signUpAdmin(admin);
      const response = await uploadImage(admin, await jpeg(480, 270));
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(sockets.length).toBeGreaterThan(0);
      expect(hung.output()).toMatch(/no answer within 500 ms/);
    } finally {
      await hung.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
