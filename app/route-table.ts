import { legacyServicePaths, services } from "./content/services.ts";
import { newsCategories } from "./lib/news-categories.ts";

// Every URL of the product (spec section 2), each with who may open it and whether search
// engines should list it. routes.ts turns this table into React Router's configuration, and
// robots.txt and the sitemap are written from it (app/routes/seo/), so the three cannot drift.

export type Page = {
  /** As React Router writes it: no leading slash, "" for the home page, ":id" for a parameter. */
  path: string;
  /** The route module, from app/. */
  file: string;
  /** Only where one module serves several paths. */
  id?: string;
  /**
   * Who may open it; robots.txt disallows every page that is not public. "editor" means an editor
   * or an admin (the newsroom); "admin" an admin alone (ADR 0128).
   */
  access: "public" | "signed-in" | "editor" | "admin";
  /**
   * Listed in the sitemap: "page" undated, "news" dated by the newest article (a category
   * page). Pages with a parameter are listed by their own rows (articles), not here.
   */
  sitemap?: "page" | "news";
  /**
   * A page the same for every anonymous reader, where nothing secret is typed or shown: their copy
   * goes without Cross-Origin-Opener-Policy, so it opens in the browser's process at hand, and
   * every other answer keeps `same-origin` (server/http/opener-policy.ts, ADR 0146).
   */
  openToOpener?: true;
};

const marketing = (path: string, file: string): Page => ({
  path,
  file: `routes/marketing/${file}`,
  access: "public",
  sitemap: "page",
  openToOpener: true,
});

/** The pages in the site's layout, block by block, as each domain adds them. */
export const sitePages: Page[] = [
  // Marketing site
  marketing("", "home.tsx"),
  marketing("work", "work.tsx"),
  marketing("about", "about.tsx"),
  marketing("contact", "contact.tsx"),
  marketing("services", "services.tsx"),
  marketing("terms", "terms.tsx"),
  marketing("privacy", "privacy.tsx"),
  // The nine service pages share one module driven by app/content/services.ts, each with its id.
  ...services.map((service) => ({
    ...marketing(service.slug, "service-page.tsx"),
    id: `service-${service.slug}`,
  })),
  // Permanent redirects to a service page (the home card's spelling of the same page).
  ...Object.keys(legacyServicePaths).map((path) => ({
    path,
    file: "routes/marketing/service-redirect.tsx",
    access: "public" as const,
  })),

  // Accounts
  { path: "login", file: "routes/accounts/login.tsx", access: "public" },
  { path: "signUp", file: "routes/accounts/sign-up.tsx", id: "sign-up", access: "public" },
  { path: "reset", file: "routes/accounts/reset.tsx", access: "public" },
  { path: "reset-password", file: "routes/accounts/reset-password.tsx", access: "public" },
  { path: "profile", file: "routes/accounts/profile.tsx", access: "signed-in" },
  { path: "logout", file: "routes/accounts/logout.tsx", access: "public" },

  // Community news: one module serves the seven category pages, each with its own route id.
  ...newsCategories.map((category) => ({
    path: category.slug,
    file: "routes/news/category.tsx",
    id: `news-category-${category.slug}`,
    access: "public" as const,
    sitemap: "news" as const,
    openToOpener: true as const,
  })),
  // The latest stories of every category.
  {
    path: "news",
    file: "routes/news/latest.tsx",
    access: "public",
    sitemap: "news",
    openToOpener: true,
  },
  { path: "news/search", file: "routes/news/search.tsx", access: "public", openToOpener: true },
  { path: "news/:id", file: "routes/news/article.tsx", access: "public", openToOpener: true },
  // The news editor's Preview: an article drawn as its page draws it, in the site's layout.
  { path: "previewNews", file: "routes/news/article-preview.tsx", access: "editor" },
  { path: "rss.xml", file: "routes/news/rss.tsx", access: "public" },
  {
    path: ":category/rss.xml",
    file: "routes/news/rss.tsx",
    id: "news-rss-category",
    access: "public",
  },

  // The newsletter (ADR 0160): sign-up, the confirmation mail's page, a reader's own page.
  { path: "newsletter", file: "routes/newsletter/sign-up.tsx", access: "public", sitemap: "page" },
  { path: "newsletter/confirm/:token", file: "routes/newsletter/confirm.tsx", access: "public" },
  {
    path: "newsletter/unsubscribe/:token",
    file: "routes/newsletter/preferences.tsx",
    access: "public",
  },

  // What search engines read
  { path: "sitemap.xml", file: "routes/seo/sitemap.tsx", access: "public" },
  { path: "sitemap/:file", file: "routes/seo/sitemap-file.tsx", access: "public" },
  { path: "robots.txt", file: "routes/seo/robots.tsx", access: "public" },

  // Community videos
  {
    path: "videos",
    file: "routes/videos/gallery.tsx",
    access: "public",
    sitemap: "page",
    openToOpener: true,
  },

  // Enquiries and bookings
  { path: "enquiry", file: "routes/inbox/enquiry.tsx", access: "public" },
  {
    path: "book",
    file: "routes/inbox/book.tsx",
    access: "public",
    sitemap: "page",
    openToOpener: true,
  },
  { path: "dashbord/contacts.csv", file: "routes/admin/contacts-csv.ts", access: "admin" },
  { path: "bookingTable/bookings.csv", file: "routes/admin/bookings-csv.ts", access: "editor" },
  { path: "subscribers/subscribers.csv", file: "routes/admin/subscribers-csv.ts", access: "admin" },
  {
    path: "personalData/:email/export.json",
    file: "routes/admin/personal-data-export.ts",
    access: "admin",
  },
];

/**
 * The admin screens, inside the admin layout, whose loader lets in editors and admins; each
 * screen's own loader and action then guard it by its access here.
 */
export const adminPages: Page[] = [
  { path: "dashbord", file: "routes/admin/inbox.tsx", access: "admin" },
  { path: "dashbord/:id", file: "routes/admin/enquiry-detail.tsx", access: "admin" },
  { path: "bookingTable", file: "routes/admin/bookings.tsx", access: "editor" },
  { path: "bookingTable/:id", file: "routes/admin/booking-detail.tsx", access: "editor" },
  { path: "addNews", file: "routes/admin/add-news.tsx", access: "editor" },
  { path: "deleteNews", file: "routes/admin/news-list.tsx", access: "editor" },
  { path: "editNews/:id", file: "routes/admin/edit-news.tsx", access: "editor" },
  { path: "addVideo", file: "routes/admin/add-video.tsx", access: "editor" },
  { path: "deleteVideo", file: "routes/admin/videos.tsx", access: "editor" },
  { path: "auditLog", file: "routes/admin/audit-log.tsx", access: "admin" },
  { path: "personalData", file: "routes/admin/personal-data.tsx", access: "admin" },
  { path: "users", file: "routes/admin/users.tsx", access: "admin" },
  { path: "subscribers", file: "routes/admin/subscribers.tsx", access: "admin" },
  { path: "settings", file: "routes/admin/settings.tsx", access: "admin" },
];

/** The admin screens `role` may open, by path, for the admin navigation. */
export function adminPathsFor(role: "editor" | "admin") {
  return adminPages
    .filter((page) => page.access === "editor" || role === "admin")
    .map((page) => `/${page.path}`);
}

const allPages = () => [...sitePages, ...adminPages];

const openPaths = new Set(sitePages.filter((page) => page.openToOpener).map((page) => page.path));

/** Whether the route React Router matched last serves a page open to its opener (ADR 0146). */
export function routeOpenToOpener(route: { path?: string; index?: boolean } | undefined) {
  if (!route) return false;
  return openPaths.has(route.index ? "" : (route.path ?? "*"));
}

/** robots.txt's Disallow lines: the API and every page that is not public, up to a parameter. */
export function disallowedPaths() {
  const paths = allPages()
    .filter((page) => page.access !== "public")
    .map((page) => `/${page.path.replace(/:.*$/, "")}`);
  // A path under one already disallowed (/dashbord/contacts.csv under /dashbord) adds nothing.
  const covered = (path: string) =>
    paths.some((other) => other !== path && path.startsWith(`${other}/`));
  return ["/api/", ...new Set(paths.filter((path) => !covered(path)))];
}

/** The sitemap's fixed pages, in the table's order; "news" pages are dated by the newest article. */
export function sitemapPages() {
  return allPages().flatMap((page) =>
    page.sitemap ? [{ path: `/${page.path}`, datedByNews: page.sitemap === "news" }] : [],
  );
}
