import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketingPaths, servicePages } from "../e2e/marketing-pages.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// The marketing pages as the server writes them: each page's head (title, description, canonical
// address, Open Graph) and the nine service pages' sections, which one route module fills with each
// service's words. What only a browser shows (hover, focus, layout, axe) is in tests/e2e.

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function html(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&nbsp;", " ")
    // As a browser reads it: any run of spaces (a no-break one too) is one space.
    .replace(/\s+/g, " ")
    .trim();

describe("every marketing page's head", () => {
  it("has its own title, description, canonical URL and Open Graph tags", async () => {
    const titles = new Set<string>();
    for (const path of marketingPaths) {
      const page = await html(path);
      const url = new URL(path, server.url).href;
      const title = page.match(/<title>(Canalside Digital \| [^<]+)<\/title>/)?.[1];
      expect(title, path).toBeDefined();
      titles.add(title!);
      expect(page, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(page, path).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(page, path).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(page, path).toMatch(/<meta property="og:title" content="Canalside Digital \| /);
      expect(page, path).toMatch(
        /<meta property="og:image" content="http[^"]+\/images\/og-default\.png"/,
      );
    }
    // Titles differ from page to page.
    expect(titles.size).toBe(marketingPaths.length);
  });
});

describe("each service page", () => {
  it("has its hero, intro, CTA, six features and why-work-with-us", async () => {
    for (const service of servicePages) {
      const page = await html(service.path);
      const path = service.path;
      expect(text(page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ""), path).toBe(
        `YOUR NEXT ${service.heroWord} PARTNER`,
      );
      expect(page, path).toContain('id="intro-heading"');
      expect(page, path).toMatch(/Have a project in mind/);
      expect(page, path).toMatch(/<a[^>]*href="\/contact"[^>]*>Discuss your project today/);
      expect(page.match(/data-testid="feature-card"/g), path).toHaveLength(6);
      expect(page, path).toMatch(/<h2[^>]*>Why[^<]*/);
      expect(page, path).toContain(">94%<");
    }
  });
});

describe("the old support address", () => {
  it("permanently redirects /support-maintenance to /maintenance-support", async () => {
    const response = await fetch(`${server.url}/support-maintenance`, { redirect: "manual" });
    expect([301, 308]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/maintenance-support");
  });
});
