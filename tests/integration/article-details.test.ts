import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The article page's details: the category in its display form, marked in the category row, and
// related news that falls back to keyword matches and then the latest news, so an article never
// ends with 'No related news yet.' while other news exists.

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

async function add(overrides: Record<string, unknown>) {
  const response = await admin.post("/api/addNew", article(overrides));
  expect(response.status).toBe(201);
  return (await response.json()).insertedId as string;
}

const html = async (path: string) => (await visitor.get(path)).text();
/** The titles in the Related News grid, in order. */
const related = (text: string) => {
  const start = text.indexOf('id="related-heading"');
  const section = text.slice(start, text.indexOf("</section>", start));
  return [...section.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
};

beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): related news falls back to all the latest news, and 'No related news yet.' needs no other news.
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe("the article page", () => {
  it("shows the category in its display form and marks it in the category row", async () => {
    const id = await add({ title: "Street party on Ladypool Road", category: "community news" });
    const text = await html(await articlePage(visitor, id));
    expect(text).toMatch(/<dd data-testid="article-category">Community News<\/dd>/);
    expect(text).not.toMatch(/>community news</);
    const row = text.slice(
      text.indexOf('aria-label="News categories"'),
      text.indexOf("</nav>", text.indexOf('aria-label="News categories"')),
    );
    const marked = [...row.matchAll(/<a [^>]*>/g)]
      .map(([tag]) => [tag.match(/aria-current="(\w+)"/)?.[1], tag.match(/href="([^"]+)"/)?.[1]])
      .filter(([current]) => current);
    expect(marked).toEqual([["true", "/community-news"]]);
    await admin.delete(`/api/deleteNews/${id}`);
  });

  it("falls back to keyword matches, then the latest news, in that order", async () => {
    // Alone in its category: nothing of the same category to relate to.
    const lonely = await add({
      title: "Sylhet tea gardens reopen",
      category: "travel",
      keywords: ["tea", "sylhet"],
      date: "2026-06-01",
    });
    const sharesKeyword = await add({
      title: "Tea prices in the corner shops",
      category: "business and economics",
      keywords: ["tea"],
      date: "2026-05-01",
    });
    const newest = await add({
      title: "Cricket club wins the league",
      category: "sports",
      keywords: ["cricket"],
      date: "2026-06-10",
    });
    const older = await add({
      title: "Library opens on Sundays",
      category: "community news",
      keywords: ["library"],
      date: "2026-04-01",
    });
    const text = await html(await articlePage(visitor, lonely));
    expect(text).not.toContain("No related news yet.");
    // The keyword match first, then the newest of the rest; never the article itself.
    expect(related(text)).toEqual([
      "Tea prices in the corner shops",
      "Cricket club wins the league",
      "Library opens on Sundays",
    ]);

    // With news of its own category, that comes first.
    const sameCategory = await add({
      title: "Cox's Bazar beach guide",
      category: "travel",
      keywords: ["beach"],
      date: "2026-03-01",
    });
    expect(related(await html(await articlePage(visitor, lonely)))).toEqual([
      "Cox&#x27;s Bazar beach guide",
      "Tea prices in the corner shops",
      "Cricket club wins the league",
    ]);
    for (const id of [lonely, sharesKeyword, newest, older, sameCategory]) {
      await admin.delete(`/api/deleteNews/${id}`);
    }
  });

  it("says 'No related news yet.' only when no other news exists", async () => {
    const only = await add({ title: "The only story", category: "sports" });
    expect(await html(await articlePage(visitor, only))).toContain("No related news yet.");
    await admin.delete(`/api/deleteNews/${only}`);
  });
});
