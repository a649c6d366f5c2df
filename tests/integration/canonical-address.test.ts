import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { article } from "../support/news-fixtures.ts";
import { pagePaths } from "../support/route-table.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// One page, one address: a page's canonical link names the address the site itself links to,
// however the visitor (or a crawler following someone else's link) spelt it. React Router matches
// paths without regard to capitals, a trailing slash or an escaped letter, so each of those
// spellings shows the page; were the canonical link to echo it, a search engine would index the
// same page twice.

let server: SharedTestServer;
let slug: string;

beforeAll(async () => {
  server = await sharedTestServer();
  const admin = createClient(server.url);
  await server.signUpAdmin(admin);
  const created = await admin.post("/api/addNew", article({ title: "One address for one page" }));
  expect(created.status).toBe(201);
  // By its id: on the shared server other files' news may fill the list's first page.
  const { insertedId } = (await created.json()) as { insertedId: string };
  slug = ((await (await fetch(`${server.url}/api/news/${insertedId}`)).json()) as { slug: string })
    .slug;
});
afterAll(async () => {
  await server?.close();
});

const canonicalOf = (html: string) =>
  html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]?.replace(/^https?:\/\/[^/]+/, "");

/** Other spellings of `path` that React Router takes for the same page. */
function spellings(path: string) {
  if (path === "/") return ["//"];
  const [first = "", ...rest] = path.slice(1);
  const escaped = `%${first.charCodeAt(0).toString(16)}`;
  return [
    path.toUpperCase(),
    `${path}/`,
    `${path}//`,
    `/${escaped}${rest.join("")}`,
    `/${first.toUpperCase()}${rest.join("")}`,
  ];
}

describe("a page's canonical address", () => {
  it("is the address the site links to, whichever spelling of it was asked for", async () => {
    const checked: string[] = [];
    for (const pattern of pagePaths()) {
      if (pattern.includes("*")) continue;
      const path = pattern.replace(":id", slug).replace(":category", "travel");
      if (path.includes(":")) continue;
      const plain = await fetch(`${server.url}${path}`, { redirect: "manual" });
      if (plain.status !== 200 || !plain.headers.get("content-type")?.startsWith("text/html")) {
        await plain.body?.cancel();
        continue;
      }
      const canonical = canonicalOf(await plain.text());
      if (canonical === undefined) continue;
      expect(canonical, path).toBe(path);
      for (const spelling of spellings(path)) {
        const response = await fetch(`${server.url}${spelling}`, { redirect: "manual" });
        const html = await response.text();
        if (response.status !== 200) continue;
        expect([spelling, canonicalOf(html)]).toEqual([spelling, path]);
      }
      checked.push(path);
    }
    // Every marketing page, the news pages, /videos and /book at least.
    expect(checked).toEqual(expect.arrayContaining(["/", "/about", "/news", "/videos", "/book"]));
    expect(checked.length).toBeGreaterThan(20);
  });
});
