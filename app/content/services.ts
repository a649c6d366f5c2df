import type { Service, ServiceSlug } from "./service-types.ts";
import { desktopApplication } from "./services/desktop-application.ts";
import { digitalMarketing } from "./services/digital-marketing.ts";
import { ecommerce } from "./services/ecommerce.ts";
import { graphicsDesign } from "./services/graphics-design.ts";
import { maintenanceSupport } from "./services/maintenance-support.ts";
import { mobileApp } from "./services/mobile-app.ts";
import { uxUiDesign } from "./services/ux-ui-design.ts";
import { webDesign } from "./services/web-design.ts";
import { webDevelopment } from "./services/web-development.ts";

/** The nine services in the order of the WHAT WE DO menu (spec section 2). */
export const services: Service[] = [
  ecommerce,
  webDevelopment,
  webDesign,
  mobileApp,
  maintenanceSupport,
  desktopApplication,
  graphicsDesign,
  uxUiDesign,
  digitalMarketing,
];

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

export function servicePath(slug: ServiceSlug) {
  return `/${slug}`;
}

/** Where the home card points: the spec's relative path, a legacy alias for one of them. */
export function homeCardPath(slug: ServiceSlug) {
  const legacy = Object.entries(legacyServicePaths).find(([, target]) => target === slug);
  return `/${legacy ? legacy[0] : slug}`;
}

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export function homeServices(): Service[] {
  return homeServiceOrder.map((slug) => {
    const service = findService(slug);
    if (!service) throw new Error(`home grid names an unknown service: ${slug}`);
    return service;
  });
}
