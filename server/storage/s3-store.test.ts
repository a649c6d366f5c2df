import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingHttpHeaders } from "node:http";
import { type AddressInfo, createServer as createTcpServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Store } from "./s3-store.ts";

// Against s3rver, an independent S3 implementation: paths, headers, bodies and the Authorization
// header's form are checked by someone else's code (the signature itself is aws4fetch's). And
// against small local servers for what s3rver cannot show: one that never answers, one that fails
// once, one that records what it was sent.

let server: S3rver;
let endpoint: string;
const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "news-images", configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const store = (accessKeyId = "S3RVER") =>
  new S3Store({
    bucket: "news-images",
    endpoint,
    region: "us-east-1",
    accessKeyId,
    secretAccessKey: "S3RVER",
  });

describe("the S3-compatible store", () => {
  it("puts an object with its type and long caching, and deletes it", async () => {
    const s3 = store();
    const key = "news/2026/05/abc123-480.webp";
    await s3.put(key, Buffer.from("webp bytes"), "image/webp");
    expect(s3.publicUrl(key)).toBe(`${endpoint}/news-images/${key}`);
    const fetched = await fetch(s3.publicUrl(key));
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/webp");
    expect(fetched.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect(await fetched.text()).toBe("webp bytes");
    expect(s3.keyOf(s3.publicUrl(key))).toBe(key);

    await s3.delete(key);
    expect((await fetch(s3.publicUrl(key))).status).toBe(404);
    await s3.delete(key); // deleting twice is not an error
  });

  it("fails loudly when the store refuses the credentials", async () => {
    await expect(
      store("UNKNOWNKEY").put("news/x.jpg", Buffer.from("x"), "image/jpeg"),
    ).rejects.toThrow(/S3 PUT news\/x\.jpg failed: 403/);
  });

  it("hands out addresses under S3_PUBLIC_URL when one is set", () => {
    const cdn = new S3Store({
      bucket: "b",
      region: "eu-west-2",
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "https://cdn.example.com/",
    });
    expect(cdn.publicUrl("news/a.jpg")).toBe("https://cdn.example.com/news/a.jpg");
    expect(cdn.keyOf("https://cdn.example.com/news/a.jpg")).toBe("news/a.jpg");
    expect(cdn.keyOf("https://elsewhere.example.com/news/a.jpg")).toBeUndefined();
    expect(() => cdn.publicUrl("../etc/passwd")).toThrow();
  });

  it("gives up on a store that accepts the connection and never answers", async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const hung = new S3Store({
        bucket: "news-images",
        endpoint: `http://127.0.0.1:${port}`,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        timeoutMs: 300,
      });
      await expect(hung.put("news/hung.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(
        "S3 PUT news/hung.jpg failed: no answer within 300 ms",
      );
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it("retries a 5xx answer, and signs the session token of temporary credentials", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const flaky = createHttpServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      res.writeHead(seen.length === 1 ? 503 : 200).end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    const { port } = flaky.address() as AddressInfo;
    try {
      const temporary = new S3Store({
        bucket: "news-images",
        endpoint: `http://127.0.0.1:${port}`,
        region: "eu-west-2",
        accessKeyId: "ASIATEMPORARY",
        secretAccessKey: "secret",
        sessionToken: "session-token-from-sts",
      });
      await temporary.put("news/a.jpg", Buffer.from("x"), "image/jpeg");
      expect(seen).toHaveLength(2);
      const headers = seen[1]!;
      expect(headers["x-amz-security-token"]).toBe("session-token-from-sts");
      expect(headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=ASIATEMPORARY\/\d{8}\/eu-west-2\/s3\/aws4_request, SignedHeaders=[^,]*x-amz-security-token/,
      );
    } finally {
      flaky.close();
    }
  });

  it("works with a session token against the S3 server too", async () => {
    const withToken = new S3Store({
      bucket: "news-images",
      endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      sessionToken: "token",
    });
    await withToken.put("news/token.webp", Buffer.from("bytes"), "image/webp");
    expect(await (await fetch(withToken.publicUrl("news/token.webp"))).text()).toBe("bytes");
  });
});
