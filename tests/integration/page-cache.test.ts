// Both databases: page-cache invalidation shared through the database.
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { article } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): it needs pages not yet rendered: first requests, single renders.
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

  it("serves the stored page to a session cookie whose signature fails, without a render", async () => {
    const client = createClient(server.url);
    await client.signUp("forged@cache.test", "Passw0rd!", "Real Owner");
    const [name, value] = [...client.cookies].find(([key]) => key.includes("session_token"))!;
    const [token] = decodeURIComponent(value).split(".");
    const anonymous = await fetch(`${server.url}/about`);
    const html = await anonymous.text();
    // Made up, well-formed with a wrong signature, or a real token with a signature of its own.
    for (const cookie of [
      `${name}=forged`,
      `${name}=forged.${"A".repeat(43)}=`,
      `theme=dark; ${name} = ${encodeURIComponent(`${token}.${"B".repeat(43)}=`)}`,
    ]) {
      const response = await fetch(`${server.url}/about`, { headers: { cookie } });
      expect([cookie, response.status]).toEqual([cookie, 200]);
      expect(response.headers.get("etag")).toBe(anonymous.headers.get("etag"));
      // Every render has a nonce of its own: the same bytes can only be the stored page.
      expect(await response.text()).toBe(html);
    }
    // The real cookie still signs in: a page of its own, with the owner's name.
    const own = await fetch(`${server.url}/about`, { headers: { cookie: `${name}=${value}` } });
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("etag")).toBeNull();
    expect(await own.text()).toContain("Real Owner");
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

const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

describe("the page cache's key", () => {
  it("ignores query parameters the page does not declare: one entry, rendered without them", async () => {
    const plain = await fetch(`${server.url}/about`);
    const tagged = await fetch(`${server.url}/about?utm_source=newsletter&m=${Math.random()}`);
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(await tagged.text()).toBe(await plain.text());
  });

  it("keeps the parameters a page declares, in any order and encoding", async () => {
    const search = (query: string) => fetch(`${server.url}/news/search?${query}`);
    const first = await search("q=mela+park&x=1");
    const same = await search("x=2&q=mela%20park");
    const other = await search("q=volunteers");
    expect(same.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(other.headers.get("etag")).not.toBe(first.headers.get("etag"));
    expect(await other.text()).toContain("volunteers");
  });

  it("reads a path that starts with two slashes as a path: answered, and the server stays up", async () => {
    // `GET //` used to throw on the cache's hit path, before Express, and end the process.
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        get(`${server.url}/`, { path }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }).on("error", reject);
      });
    for (const path of ["//", "//", "//x", "//evil.example/about", "///about?q=1"]) {
      expect([path, await status(path)]).toEqual([path, expect.any(Number)]);
      expect(await status("/about")).toBe(200);
    }
    // Not the page of another path: "//evil.example/about" is no address of /about.
    const about = await fetch(`${server.url}/about`);
    const doubled = await new Promise<string | undefined>((resolve, reject) => {
      get(`${server.url}/`, { path: "//evil.example/about" }, (response) => {
        response.resume();
        resolve(response.headers.etag);
      }).on("error", reject);
    });
    expect(doubled).not.toBe(about.headers.get("etag"));
  });
});

describe("one render per key at a time", () => {
  it("answers concurrent first requests for a page from a single render", async () => {
    // A page nobody has asked for yet: every answer must come from the same render (one nonce).
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`${server.url}/privacy?fresh=${Math.random()}`)),
    );
    const nonces = new Set(answers.map(nonceOf));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(nonces.size).toBe(1);
  });
});

describe("after a write", () => {
  it("answers readers from the stored page or the one re-render, never from many", async () => {
    const admin = await server.signUpAdmin();
    const before = await fetch(`${server.url}/community-news`);
    const title = `Cache refresh ${Date.now()}`;
    const created = await admin.post("/api/addNew", article({ title, date: "2026-05-02" }));
    expect(created.status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${server.url}/community-news`)),
    );
    const renders = new Set(answers.map(nonceOf));
    renders.delete(nonceOf(before));
    // The stale page (the nonce it was rendered with), or the single re-render, which the first
    // request waited for; server/cache/public-page.test.ts shows the rest got the stale page.
    expect(renders.size).toBe(1);
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(texts.some((text) => text.includes(title))).toBe(true);
    expect(await (await fetch(`${server.url}/community-news`)).text()).toContain(title);
  });
});

describe("compression", () => {
  it("stores brotli and gzip bodies that decode to the page", async () => {
    const plain = await (
      await fetch(`${server.url}/services`, { headers: { "accept-encoding": "identity" } })
    ).text();
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${server.url}/services`, {
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      // fetch decodes the body itself.
      expect(await response.text()).toBe(plain);
    }
  });
});

describe("a hit answered before Express", () => {
  it("carries the same headers as the render that stored the page", async () => {
    const path = `/terms?first=${Math.random()}`;
    const rendered = await fetch(`${server.url}${path}`);
    const hit = await fetch(`${server.url}${path}`);
    expect(hit.headers.get("etag")).toBe(rendered.headers.get("etag"));
    const names = (response: Response) =>
      [...response.headers.keys()].filter((name) => !["date", "keep-alive"].includes(name));
    expect(names(hit).sort()).toEqual(names(rendered).sort());
    // Each answer has an id of its own (server/http/request-context.ts); every other value is shared.
    for (const name of names(rendered).filter((name) => name !== "x-request-id")) {
      expect(hit.headers.get(name), name).toBe(rendered.headers.get(name));
    }
  });

  it("leaves to Express a request the request guards refuse, stored page or not", async () => {
    const stored = await fetch(`${server.url}/terms`);
    expect(stored.status).toBe(200);
    // %00 in an undeclared parameter would map to the stored page's key: it is refused all the same.
    expect((await fetch(`${server.url}/terms?m=%00`)).status).toBe(400);
    const badHost = await new Promise<number | undefined>((resolve, reject) => {
      get(`${server.url}/terms`, { headers: { host: "a b" } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject);
    });
    expect(badHost).toBe(400);
  });
});
