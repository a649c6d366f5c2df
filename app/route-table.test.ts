import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "#server/seo/robots.ts";
import { sitemap } from "#server/seo/sitemap.ts";
import { adminPages, disallowedPaths, sitemapPages } from "./route-table.ts";
import routes from "./routes.ts";

// robots.txt and the sitemap against React Router's own configuration: every page the router
// serves is either listed, disallowed, or public and deliberately unlisted (forms, feeds, pages
// of one record); nothing is listed or disallowed that the router does not serve.

type Found = { path: string; underAdminLayout: boolean };

function routerPages(entries: RouteConfigEntry[], admin = false): Found[] {
  return entries.flatMap((entry) => {
    const inAdmin = admin || entry.file === "routes/admin/admin-layout.tsx";
    const own =
      entry.index || entry.path !== undefined
        ? [{ path: `/${entry.index ? "" : entry.path}`, underAdminLayout: inAdmin }]
        : [];
    return [...own, ...routerPages(entry.children ?? [], inAdmin)];
  });
}

const site = "https://www.example.com";
const served = routerPages(routes).filter((page) => page.path !== "/*");
const servedPaths = served.map((page) => page.path);
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
    const admin = served.filter((page) => page.underAdminLayout).map((page) => page.path);
    expect(admin.length).toBe(adminPages.length);
    for (const path of admin) expect(isDisallowed(path), path).toBe(true);
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
