import { describe, expect, it } from "vitest";
import { absoluteUrl, seoMeta, siteOrigin } from "./seo-meta.ts";

const args = (siteUrl?: string) => ({
  matches: [{ id: "root", loaderData: siteUrl ? { user: null, siteUrl } : undefined }],
});

function find(meta: ReturnType<typeof seoMeta>, key: string, value: string) {
  return meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe("seoMeta", () => {
  it("builds absolute canonical and Open Graph URLs from the root loader's siteUrl", () => {
    const meta = seoMeta(args("https://agency.example/"), {
      title: "X | About",
      description: "About us",
      path: "/about",
    });
    expect(meta).toContainEqual({ title: "X | About" });
    expect(find(meta, "rel", "canonical")?.href).toBe("https://agency.example/about");
    expect(find(meta, "property", "og:url")?.content).toBe("https://agency.example/about");
    expect(find(meta, "property", "og:image")?.content).toBe(
      "https://agency.example/images/og-default.png",
    );
    expect(find(meta, "name", "description")?.content).toBe("About us");
  });

  it("uses an explicit path and keeps absolute image URLs", () => {
    const meta = seoMeta(args("http://localhost:3000"), {
      title: "t",
      description: "d",
      path: "/",
      image: "https://cdn.example/pic.png",
      type: "article",
    });
    expect(find(meta, "rel", "canonical")?.href).toBe("http://localhost:3000/");
    expect(find(meta, "property", "og:image")?.content).toBe("https://cdn.example/pic.png");
    expect(find(meta, "property", "og:type")?.content).toBe("article");
  });

  it("falls back to relative URLs when the root data is missing", () => {
    expect(siteOrigin(args().matches)).toBe("");
    expect(absoluteUrl("", "/x")).toBe("/x");
  });
});
