// The WHAT WE DO menu: each service's name and address, in the menu's order (spec section 2).
// Light, because the header and footer of every page carry it; the rest of each service's summary
// (card title, icon, one-line summary) is in services.ts. The slugs are written here only: the
// routes, the sitemap and ServiceSlug all come from this list.

export const serviceNav = [
  { slug: "ecommerce", navLabel: "eCommerce" },
  { slug: "web-development", navLabel: "Web Development" },
  { slug: "web-design", navLabel: "Web Design" },
  { slug: "mobile-app", navLabel: "Mobile App" },
  // The spec names these two only on the home cards ('Support & Maintenance', 'UX & UI Design'):
  // the menu, the breadcrumbs and each page's eyebrow use the same words as its heading.
  { slug: "maintenance-support", navLabel: "Support & Maintenance" },
  { slug: "desktop-application", navLabel: "Desktop Application" },
  { slug: "graphics-design", navLabel: "Graphics Design" },
  { slug: "ux-ui-design", navLabel: "UX & UI Design" },
  { slug: "digital-marketing", navLabel: "Digital Marketing" },
] as const;

export type ServiceSlug = (typeof serviceNav)[number]["slug"];

export function servicePath(slug: string) {
  return `/${slug}`;
}
