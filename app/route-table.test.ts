import { describe, expect, it } from "vitest";
import { robotsTxt } from "#server/seo/robots.ts";
import { sitemap } from "#server/seo/sitemap.ts";
import { pagePaths } from "../tests/support/route-table.ts";
import {
  adminPages,
  disallowedPaths,
  routeOpenToOpener,
  sitemapPages,
  sitePages,
} from "./route-table.ts";

// robots.txt and the sitemap against React Router's own configuration (app/routes.ts, as the
// router reads it): every page the router serves is either listed, disallowed, or public and
// deliberately unlisted (forms, feeds, pages of one record); nothing is listed or disallowed that
// the router does not serve.

const site = "https://www.example.com";
const servedPaths = pagePaths().filter((path) => path !== "/*");
const robots = robotsTxt(site, disallowedPaths());
const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);
const listed = [...sitemap(site, sitemapPages(), []).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);
const isDisallowed = (path: string) =>
  disallowed.some((rule) =>
    rule.endsWith("/") ? path.startsWith(rule) : path === rule || path.startsWith(`${rule}/`),
  );

describe("robots.txt and the sitemap, from the route table", () => {
  it("disallow every admin screen and the API, and name only paths the router serves", () => {
    const admin = adminPages.map((page) => `/${page.path}`);
    for (const path of admin) {
      expect(servedPaths, path).toContain(path);
      expect(isDisallowed(path), path).toBe(true);
    }
    expect(disallowed).toContain("/api/");
    expect(disallowed).toContain("/auditLog");
    for (const rule of disallowed.filter((rule) => rule !== "/api/")) {
      expect(
        servedPaths.some((path) => path === rule || path.startsWith(rule)),
        `${rule} is not a page`,
      ).toBe(true);
    }
  });

  it("list only public pages the router serves, and every marketing page", () => {
    for (const path of listed) {
      expect(servedPaths, path).toContain(path);
      expect(isDisallowed(path), path).toBe(false);
      expect(path, "a page of one record is listed by its rows").not.toContain(":");
    }
    expect(listed).toEqual(
      expect.arrayContaining(["/", "/services", "/terms", "/privacy", "/ecommerce", "/travel"]),
    );
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("leave no page unaccounted for: listed, disallowed or public on purpose", () => {
    const unlisted = servedPaths.filter((path) => !listed.includes(path) && !isDisallowed(path));
    expect(unlisted.sort()).toEqual(
      [
        "/:category/rss.xml",
        "/enquiry",
        "/login",
        "/logout",
        "/news/:id",
        "/news/search",
        // A mailed link's pages: answered with noindex, never linked from a page.
        "/newsletter/confirm/:token",
        "/newsletter/unsubscribe/:token",
        "/reset",
        "/reset-password",
        "/robots.txt",
        "/rss.xml",
        "/signUp",
        "/sitemap.xml",
        "/sitemap/:file",
        "/support-maintenance",
      ].sort(),
    );
  });
});

describe("pages open to their opener (ADR 0146)", () => {
  it("are public pages where nothing secret is typed or shown", () => {
    const open = [...sitePages, ...adminPages].filter((page) => page.openToOpener);
    for (const page of open) expect([page.path, page.access]).toEqual([page.path, "public"]);
    // Services and news categories are rows made from content; the rest are named one by one.
    const named = open
      .filter((page) => page.file !== "routes/marketing/service-page.tsx")
      .filter((page) => page.file !== "routes/news/category.tsx")
      .map((page) => page.path);
    expect(named).toEqual([
      "",
      "work",
      "about",
      "contact",
      "services",
      "terms",
      "privacy",
      "news",
      "news/search",
      "news/:id",
      "videos",
      "book",
    ]);
  });

  it("are found from the route React Router matched", () => {
    expect(routeOpenToOpener({ index: true })).toBe(true);
    expect(routeOpenToOpener({ path: "news/:id" })).toBe(true);
    expect(routeOpenToOpener({ path: "login" })).toBe(false);
    expect(routeOpenToOpener({ path: "*" })).toBe(false);
    expect(routeOpenToOpener({})).toBe(false);
    expect(routeOpenToOpener(undefined)).toBe(false);
  });
});
