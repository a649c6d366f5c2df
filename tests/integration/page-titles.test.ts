import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTitle } from "../../app/lib/site-name.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage } from "../support/news-fixtures.ts";
import { pagePaths } from "../support/route-table.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// One name for one site: every page of the route table, and the pages shown for a missing or
// forbidden one, is titled '<site name> | <page>' (app/lib/site-name.ts).

let server: SharedTestServer;
let admin: TestClient;
let user: TestClient;
let visitor: TestClient;
let articleId: string;

beforeAll(async () => {
  server = await sharedTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  user = createClient(server.url);
  await user.signUp("reader@titles.test");
  visitor = createClient(server.url);
  const created = await admin.post("/api/addNew", article({ title: "Titles are one pattern" }));
  expect(created.status).toBe(201);
  articleId = (await created.json()).insertedId;
});
afterAll(async () => {
  await server?.close();
});

const prefix = pageTitle("");
const titlesOf = (html: string) =>
  [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1] ?? "");

/** Follows redirects (a signed-in visitor sent on, /logout to the home page) to the page shown. */
async function page(client: TestClient, path: string) {
  let response = await client.get(path);
  for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops += 1) {
    response = await client.get(response.headers.get("location")!);
  }
  return response;
}

describe("page titles", () => {
  it("follow the site's one pattern on every HTML page of the route table", async () => {
    const checked: string[] = [];
    for (const pattern of pagePaths()) {
      const path = pattern
        .replace(":id", articleId)
        .replace(":category", "travel")
        .replace(":file", "1.xml")
        .replace("*", "no-such-page");
      // Admins may open every screen; anything else a visitor opens is checked below.
      const response = await page(admin, path);
      if (!response.headers.get("content-type")?.startsWith("text/html")) continue;
      const titles = titlesOf(await response.text());
      expect(titles, path).toHaveLength(1);
      expect(titles[0], path).toMatch(new RegExp(`^${escapeRegExp(prefix)}\\S`));
      checked.push(pattern);
    }
    // The resource routes (feeds, sitemaps, robots.txt, CSV exports) are the only ones left out.
    expect(checked.length).toBeGreaterThan(40);
  });

  it("title the not-found, article-not-found and forbidden pages the same way", async () => {
    const cases = [
      [visitor, "/no-such-page", 404, "404 - Page Not Found"],
      [visitor, "/news/00000000-0000-4000-8000-000000000000", 404, "News article not found!"],
      [admin, "/editNews/00000000-0000-4000-8000-000000000000", 404, "404 - Page Not Found"],
      [user, "/dashbord", 403, "403 - Access denied"],
    ] as const;
    for (const [client, path, status, title] of cases) {
      const response = await client.get(path);
      expect(response.status, path).toBe(status);
      const text = await response.text();
      expect(titlesOf(text), path).toEqual([pageTitle(title)]);
      expect(text, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("titles the news pages like every other page", async () => {
    const address = await articlePage(visitor, articleId);
    for (const path of ["/news", "/travel", "/news/search?q=titles", address]) {
      const [title] = titlesOf(await (await visitor.get(path)).text());
      expect(title, path).toMatch(new RegExp(`^${escapeRegExp(prefix)}`));
      expect(title, path).not.toContain("Agency Community News");
    }
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
