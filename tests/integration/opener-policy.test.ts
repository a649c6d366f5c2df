import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "../../app/route-table.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article } from "../support/news-fixtures.ts";
import { pagePaths } from "../support/route-table.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// Cross-Origin-Opener-Policy by page and by visitor (ADR 0146): an anonymous read of a page the
// route table marks open to its opener, and only that, goes without `same-origin`, whether it is
// rendered or served from the page cache. Every page of app/routes.ts is tried; which pages are
// marked is pinned in app/route-table.test.ts.

const openPatterns = new Set(
  sitePages.filter((page) => page.openToOpener).map((page) => `/${page.path}`),
);
const ACCOUNT_PAGES = ["/login", "/signUp", "/reset", "/reset-password", "/profile"];

let server: SharedTestServer;
let admin: TestClient;
let reader: TestClient;
let articlePath: string;

beforeAll(async () => {
  server = await sharedTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  reader = createClient(server.url);
  await reader.signUp("reader@opener.test");
  const created = await admin.post("/api/addNew", article({ title: "Opened from elsewhere" }));
  expect(created.status).toBe(201);
  // The article's own address: the id alone redirects to it.
  const byId = await fetch(`${server.url}/news/${(await created.json()).insertedId}`, {
    redirect: "manual",
  });
  articlePath = byId.headers.get("location") ?? "";
  expect(articlePath).toMatch(/^\/news\/./);
});
afterAll(async () => {
  await server?.close();
});

const openTag = '<meta name="opener-policy" content="unsafe-none">';
/** Status, policy, and whether the document says in its head that it went without. */
const openerPolicy = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  const body = await response.text();
  return [
    response.status,
    response.headers.get("cross-origin-opener-policy"),
    body.includes(openTag),
  ];
};

const pathOf = (pattern: string) =>
  pattern
    .replace("/news/:id", articlePath)
    .replace(":category", "travel")
    .replace(":file", "1.xml")
    .replace(":email", "someone@example.com")
    .replace("*", "no-such-page");

describe("Cross-Origin-Opener-Policy", () => {
  it("is dropped on anonymous reads of the open pages only, and kept on every other page", async () => {
    const checked: string[] = [];
    for (const pattern of pagePaths()) {
      const expected = openPatterns.has(pattern) ? "unsafe-none" : "same-origin";
      // The second answer is the page cache's hit path, which sends its own header list.
      for (const init of [{}, {}, { method: "HEAD" }]) {
        const [status, policy, tagged] = await openerPolicy(pathOf(pattern), init);
        expect([pattern, init, policy]).toEqual([pattern, init, expected]);
        if (expected === "unsafe-none") expect([pattern, status]).toEqual([pattern, 200]);
        // The page knows which it is, so a sign-in elsewhere sends it to a whole load (root.tsx).
        const told = expected === "unsafe-none" && !("method" in init);
        expect([pattern, init, tagged]).toEqual([pattern, init, told]);
      }
      checked.push(pattern);
    }
    expect(checked).toEqual(expect.arrayContaining([...openPatterns, ...ACCOUNT_PAGES, "/*"]));
    for (const account of ACCOUNT_PAGES) expect(openPatterns.has(account), account).toBe(false);
  });

  it("is dropped on the public pages a first visit lands on, a search with its query included", async () => {
    const landings = ["/", "/web-development", "/contact", "/global-news", "/news", "/videos"];
    for (const path of [...landings, articlePath, "/news/search?q=mela"]) {
      const [, policy] = await openerPolicy(path);
      expect([path, policy]).toEqual([path, "unsafe-none"]);
    }
  });

  it("stays same-origin on a missing article, which answers with the 404 page", async () => {
    for (let round = 0; round < 2; round += 1) {
      const [status, policy, tagged] = await openerPolicy("/news/no-such-story");
      expect([status, policy, tagged]).toEqual([404, "same-origin", false]);
    }
  });

  it("stays same-origin when signed in; a forged session cookie gets the public page's", async () => {
    for (const path of ["/", "/news/:id", "/contact"]) {
      const response = await reader.get(pathOf(path));
      expect([path, response.headers.get("cross-origin-opener-policy")]).toEqual([
        path,
        "same-origin",
      ]);
      // A cookie whose signature fails signs nobody in, so it is served the page everyone gets,
      // the same bytes for every reader (ADR 0149).
      const [, anonymous] = await openerPolicy(pathOf(path));
      const [, forged] = await openerPolicy(pathOf(path), {
        headers: { cookie: "better-auth.session_token=nothing.valid" },
      });
      expect([path, forged]).toEqual([path, anonymous]);
    }
  });

  it("stays same-origin on a form post's answer, a data request, an asset and the API", async () => {
    const posted = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "name=",
    });
    expect(await posted.text()).toContain("<html");
    expect(posted.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const home = await (await fetch(`${server.url}/`)).text();
    const script = home.match(/\/assets\/[^"]+\.js/)?.[0];
    for (const path of ["/news.data", script!, "/favicon.svg", "/api/allVideos"]) {
      const [, policy] = await openerPolicy(path);
      expect([path, policy]).toEqual([path, "same-origin"]);
    }
  });
});
