// Issue 29: a stranger's made-up query values and paths must not each cost a render. A stored
// page carries its ETag; every render has a nonce of its own, so the same ETag for many
// different requests means they were all answered from one stored entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.close();
});

const junk = (n: number) => [`x${n}`, `${"A".repeat(70)}${n}`, `%25${n}`, `!!${n}`, ""][n % 5];
const etagOf = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect([path, response.status]).toEqual([path, 200]);
  await response.arrayBuffer();
  return response.headers.get("etag");
};

describe("a malformed cursor is the first page, under the first page's key", () => {
  for (const page of ["/news", "/sports", "/news/search?q=mela", "/news.data", "/travel.data"]) {
    const join = page.includes("?") ? "&" : "?";
    it(`${page}${join}after=<junk> is served from ${page}'s stored entry`, async () => {
      const canonical = await etagOf(page);
      expect(canonical).toMatch(/^".+"$/);
      for (let n = 0; n < 10; n++) {
        expect(await etagOf(`${page}${join}after=${junk(n)}`)).toBe(canonical);
      }
    });
  }

  it("keeps a cursor that decodes: another page, another entry", async () => {
    const cursor = Buffer.from(`${Date.parse("2026-01-01")}.${crypto.randomUUID()}`).toString(
      "base64url",
    );
    const html = await (await fetch(`${server.url}/news?after=${cursor}`)).text();
    expect(html).toContain('content="noindex, follow"');
  });
});

describe("a data request's route ids", () => {
  it("keeps only the ids of the routes the path matches", async () => {
    const canonical = await etagOf("/news.data?_routes=routes/news/latest");
    for (let n = 0; n < 10; n++) {
      expect(await etagOf(`/news.data?_routes=routes/news/latest,made-up-${n}`)).toBe(canonical);
    }
    // None that the path matches: every loader, as without the parameter.
    expect(await etagOf("/news.data?_routes=made-up")).toBe(await etagOf("/news.data"));
  });
});

describe("route discovery", () => {
  it("sends every route with the first page: no inline partial manifest to patch later", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toContain("window.__reactRouterManifest");
    expect(html).toMatch(/import "\/assets\/manifest-[\w-]+\.js"/);
  });

  it("matches no paths for anyone: a tab from before this is told to reload", async () => {
    // This build's version, as a page names it, and made-up paths within React Router's own limit
    // for the address (7,680 characters), as the attack sent them: each was a miss and ~880
    // paths matched.
    const html = await (await fetch(`${server.url}/`)).text();
    const version = html
      .match(/manifest-(\w+)\.js|"version": "(\w+)"/)
      ?.slice(1)
      .find(Boolean);
    expect(version).toBeTruthy();
    const paths = Array.from({ length: 800 }, (_, n) => `/r${n}`).join(",");
    const answer = await fetch(`${server.url}/__manifest?paths=${paths}&version=${version}`);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("x-remix-reload-document")).toBe("true");
  });
});

describe("a name under the public folders that is no file", () => {
  it("is a bare 404, not a rendered page", async () => {
    for (const path of ["/images/made-up.png", "/assets/made-up.js", "/images/x/y.woff2"]) {
      const answer = await fetch(`${server.url}${path}`);
      expect([path, answer.status, await answer.text()]).toEqual([path, 404, "Not found."]);
    }
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
  });
});
