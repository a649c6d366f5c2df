import type { Service, ServiceDetails } from "./service-types.ts";
import { desktopApplication } from "./services/desktop-application.ts";
import { digitalMarketing } from "./services/digital-marketing.ts";
import { ecommerce } from "./services/ecommerce.ts";
import { graphicsDesign } from "./services/graphics-design.ts";
import { maintenanceSupport } from "./services/maintenance-support.ts";
import { mobileApp } from "./services/mobile-app.ts";
import { uxUiDesign } from "./services/ux-ui-design.ts";
import { webDesign } from "./services/web-design.ts";
import { webDevelopment } from "./services/web-development.ts";
import { findService } from "./services.ts";

// The full copy of each service page. Only route loaders import this module, so the browser gets
// one service's details as loader data instead of all nine in its bundle.
const details: ServiceDetails[] = [
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

/** A service's summary and full page copy, or undefined for an unknown slug. */
export function findServicePage(slug: string): Service | undefined {
  const summary = findService(slug);
  const detail = details.find((candidate) => candidate.slug === slug);
  return summary && detail ? { ...summary, ...detail } : undefined;
}
