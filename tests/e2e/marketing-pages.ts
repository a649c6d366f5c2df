// The marketing site's pages, shared by its e2e specs.

export const servicePages = [
  { path: "/ecommerce", heroWord: "ECOMMERCE" },
  { path: "/web-development", heroWord: "WEB DEVELOPMENT" },
  { path: "/web-design", heroWord: "WEB DESIGN" },
  { path: "/mobile-app", heroWord: "MOBILE APP" },
  { path: "/maintenance-support", heroWord: "SUPPORT & MAINTENANCE" },
  { path: "/desktop-application", heroWord: "DESKTOP APPLICATION" },
  { path: "/graphics-design", heroWord: "GRAPHICS DESIGN" },
  { path: "/ux-ui-design", heroWord: "UX & UI DESIGN" },
  { path: "/digital-marketing", heroWord: "DIGITAL MARKETING" },
];

export const marketingPaths = [
  "/",
  "/work",
  "/about",
  "/contact",
  "/services",
  "/terms",
  "/privacy",
  ...servicePages.map((page) => page.path),
];

/** Every kind of public page a visitor reaches without an id: the marketing site, news, videos,
 * the forms and the account pages (an article is added by the tests that need one). */
export const publicPagePaths = [
  ...marketingPaths,
  "/news",
  "/global-news",
  "/bangladesh-porikroma",
  "/news/search?q=community",
  "/videos",
  "/book",
  "/enquiry",
  "/login",
  "/signUp",
  "/reset",
];
