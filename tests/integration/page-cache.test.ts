import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("the page cache", () => {
  it("serves anonymous pages with an ETag, 304 on revalidation, and brotli when accepted", async () => {
    const first = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const html = await first.text();
    expect(html).toContain("<!DOCTYPE html>");

    const second = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(await second.text()).toBe(html);

    const revalidated = await fetch(`${server.url}/`, { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("never caches or shares a page rendered for a signed-in user", async () => {
    const client = createClient(server.url);
    await client.signUp("cached@cache.test", "Passw0rd!", "Cache Person");
    const response = await client.get("/");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    expect(await response.text()).toContain("Cache Person");
    const anonymous = await (await fetch(`${server.url}/`)).text();
    expect(anonymous).not.toContain("Cache Person");
  });

  it("treats a session cookie written with spaces around its name as signed in", async () => {
    // Better Auth trims a cookie's name, so this signs in; it must not be cached as anonymous.
    const client = createClient(server.url);
    await client.signUp("spaced@cache.test", "Passw0rd!", "Spaced Cookie");
    const [name, value] = [...client.cookies].find(([key]) => key.includes("session_token"))!;
    for (const path of ["/", "/travel", "/news/search?q=news"]) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { cookie: `theme=dark;  ${name} = ${value}` },
      });
      const html = await response.text();
      expect([path, response.headers.get("cache-control")]).toEqual([path, "private, no-store"]);
      if (path === "/") expect(html).toContain("Spaced Cookie");
      const anonymous = await (await fetch(`${server.url}${path}`)).text();
      expect(anonymous).not.toContain("Spaced Cookie");
    }
  });

  it("does not cache error pages", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get("etag")).toBeNull();
  });
});

describe("the page cache and HEAD", () => {
  it("never stores an empty HEAD answer as the page", async () => {
    const head = await fetch(`${server.url}/videos`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const html = await (await fetch(`${server.url}/videos`)).text();
    expect(html).toContain("</html>");
  });
});

describe("the Content-Security-Policy of a document", () => {
  it("allows exactly the inline scripts that carry this response's nonce", async () => {
    const first = await fetch(`${server.url}/login`);
    const policy = first.headers.get("content-security-policy") ?? "";
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy.match(/script-src ([^;]+)/)?.[1]).not.toContain("unsafe-inline");
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});
