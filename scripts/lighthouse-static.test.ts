import { describe, expect, it } from "vitest";
import { pageFile, withoutScripts } from "./lighthouse-static.ts";

describe("the no-script baseline's copy of a page", () => {
  it("keeps the markup, styles, fonts and pictures, and drops every other script", () => {
    const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app.css">
<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="">
<link rel="modulepreload" href="/assets/entry.client.js">
<link rel="preload" href="/assets/chunk.js" as="script">
<script>window.__loader = () => import("/assets/entry.client.js");</script>
<script type="module" async="">import "/assets/manifest.js";</script>
</head><body><h1>Community News</h1><img src="/uploads/a-480.avif" alt="">
<SCRIPT type="application/json">{"a":1}</SCRIPT></body></html>`;
    const copy = withoutScripts(page);
    expect(copy).not.toMatch(/\.js|import|__loader|application\/json|module/i);
    expect(copy).not.toMatch(/<script/i);
    expect(copy).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(copy).toContain('as="font"');
    expect(copy).toContain('<h1>Community News</h1><img src="/uploads/a-480.avif" alt="">');
  });

  it("is written where nginx looks for the page's path, whatever its query", () => {
    expect(pageFile("/r", "/")).toBe("/r/pages/index.html");
    expect(pageFile("/r", "/news/search?q=community")).toBe("/r/pages/news/search/index.html");
    expect(pageFile("/r", "/news/")).toBe("/r/pages/news/index.html");
  });
});
