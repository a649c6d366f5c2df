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
