import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routePatterns } from "./route-pattern.ts";

const route = (id: string, path: string | undefined, parentId?: string, index?: boolean) => ({
  id,
  path,
  parentId,
  index,
  module: {},
});

const build = {
  routes: {
    root: route("root", ""),
    home: route("home", undefined, "root", true),
    news: route("news", "news", "root"),
    article: route("article", ":id", "news"),
    missing: route("missing", "*", "root"),
  },
} as unknown as Pick<ServerBuild, "routes">;

describe("routePatterns", () => {
  const patternOf = routePatterns(build);

  it("names a page by the pattern it matched, its data request alike", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/news/some-article")).toBe("/news/:id");
    expect(patternOf("/news/some-article.data")).toBe("/news/:id");
    expect(patternOf("/_.data")).toBe("/");
  });

  it("keeps the label set bounded whatever the path", () => {
    expect(patternOf("/no/such/page/9f8e7d")).toBe("unmatched");
    expect(patternOf("/assets/entry-abc123.js")).toBe("/assets/*");
    expect(patternOf("/api/news/42")).toBe("/api/*");
    expect(patternOf("/api/auth/sign-in/email")).toBe("/api/auth/*");
  });
});
