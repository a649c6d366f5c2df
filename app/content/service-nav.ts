import type { ServiceSlug } from "./service-types.ts";

// The WHAT WE DO menu: each service's name and address, in the menu's order (spec section 2).
// Light, because the header and footer of every page carry it; the rest of each service's summary
// (card title, icon, one-line summary) is in services.ts.

export const serviceNav: ReadonlyArray<{ slug: ServiceSlug; navLabel: string }> = [
  { slug: "ecommerce", navLabel: "eCommerce" },
  { slug: "web-development", navLabel: "Web Development" },
  { slug: "web-design", navLabel: "Web Design" },
  { slug: "mobile-app", navLabel: "Mobile App" },
  { slug: "maintenance-support", navLabel: "Maintenance & Support" },
  { slug: "desktop-application", navLabel: "Desktop Application" },
  { slug: "graphics-design", navLabel: "Graphics Design" },
  { slug: "ux-ui-design", navLabel: "UX/UI Design" },
  { slug: "digital-marketing", navLabel: "Digital Marketing" },
];

export function servicePath(slug: ServiceSlug) {
  return `/${slug}`;
}
