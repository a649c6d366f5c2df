import { type ServiceSlug, serviceNav } from "./service-nav.ts";
import type { ServiceSummary } from "./service-types.ts";

// The nine services' summaries (their names are in service-nav.ts): for the home grid, the
// services overview, the wide WHAT WE DO menu and each service page. Each page's full copy (intro,
// features, why work with us) is in services/<slug>.ts and reaches the browser only as that page's
// loader data (service-details.ts).

const summaries: Record<ServiceSlug, Omit<ServiceSummary, "slug" | "navLabel">> = {
  ecommerce: {
    cardTitle: "eCommerce Development",
    heroWord: "ECOMMERCE",
    icon: "cart",
    summary:
      "Online shops that load fast, rank well and turn browsers into buyers, built on platforms your team can run day to day.",
  },
  "web-development": {
    cardTitle: "Web Development",
    heroWord: "WEB DEVELOPMENT",
    icon: "code",
    summary:
      "Fast, secure and scalable websites and web applications, engineered with modern tools and built to grow with you.",
  },
  "web-design": {
    cardTitle: "Web Design",
    heroWord: "WEB DESIGN",
    icon: "layout",
    summary:
      "Distinctive, conversion-minded website design that makes your brand look the part and guides visitors to act.",
  },
  "mobile-app": {
    cardTitle: "App Development",
    heroWord: "MOBILE APP",
    icon: "phone",
    summary:
      "iOS and Android apps your customers will keep on their home screen, from first prototype to App Store launch.",
  },
  "maintenance-support": {
    cardTitle: "Support & Maintenance",
    // No-break spaces (\u00a0) keep "&" on the line of the words around it in the large heading.
    heroWord: "SUPPORT\u00a0& MAINTENANCE",
    icon: "wrench",
    summary:
      "Proactive updates, monitoring and fixes that keep your website or app secure, fast and online, with a real person on call.",
  },
  "desktop-application": {
    cardTitle: "Desktop Application",
    heroWord: "DESKTOP APPLICATION",
    icon: "desktop",
    summary:
      "Reliable Windows, macOS and Linux software that automates the work your team does every day.",
  },
  "graphics-design": {
    cardTitle: "Graphics Design",
    heroWord: "GRAPHICS DESIGN",
    icon: "pen",
    summary:
      "Logos, brand identities and marketing graphics that give your business a confident, consistent look online and in print.",
  },
  "ux-ui-design": {
    cardTitle: "UX & UI Design",
    heroWord: "UX\u00a0&\u00a0UI DESIGN",
    icon: "cursor",
    summary:
      "Research-led user experience and interface design that makes complex products feel simple and pleasant to use.",
  },
  "digital-marketing": {
    cardTitle: "Digital Marketing",
    heroWord: "DIGITAL MARKETING",
    icon: "megaphone",
    summary:
      "Search, social and email campaigns that bring the right visitors to your site and measure every pound you spend.",
  },
};

/** The nine services in the order of the WHAT WE DO menu (spec section 2). */
export const services: ServiceSummary[] = serviceNav.map((entry) => ({
  ...entry,
  ...summaries[entry.slug],
}));

/** The order of the home page's services grid, which differs from the menu's. */
export const homeServiceOrder: ServiceSlug[] = [
  "web-development",
  "mobile-app",
  "ecommerce",
  "web-design",
  "ux-ui-design",
  "maintenance-support",
  "desktop-application",
  "graphics-design",
  "digital-marketing",
];

/**
 * The spec's home card links to /support-maintenance while the menu uses /maintenance-support;
 * both reach the page because the first permanently redirects to the second.
 */
export const legacyServicePaths: Record<string, ServiceSlug> = {
  "support-maintenance": "maintenance-support",
};

/** Where the home card points: the spec's relative path, a legacy alias for one of them. */
export function homeCardPath(slug: string) {
  const legacy = Object.entries(legacyServicePaths).find(([, target]) => target === slug);
  return `/${legacy ? legacy[0] : slug}`;
}

export function findService(slug: string): ServiceSummary | undefined {
  return services.find((service) => service.slug === slug);
}

export function homeServices(): ServiceSummary[] {
  return homeServiceOrder.map((slug) => {
    const service = findService(slug);
    if (!service) throw new Error(`home grid names an unknown service: ${slug}`);
    return service;
  });
}
