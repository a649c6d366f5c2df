import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { findServicePage } from "./service-details.ts";
import {
  homeCardPath,
  homeServiceOrder,
  homeServices,
  legacyServicePaths,
  services,
} from "./services.ts";

const specSlugs = [
  "ecommerce",
  "web-development",
  "web-design",
  "mobile-app",
  "maintenance-support",
  "desktop-application",
  "graphics-design",
  "ux-ui-design",
  "digital-marketing",
];

describe("services content", () => {
  it("has the nine services of the WHAT WE DO menu, in the spec's order, with unique slugs", () => {
    expect(services.map((service) => service.slug)).toEqual(specSlugs);
    expect(new Set(services.map((service) => service.slug)).size).toBe(9);
  });

  it("gives every service an intro, exactly six distinct features and a why-work-with-us block", () => {
    for (const summary of services) {
      const service = findServicePage(summary.slug);
      if (!service) throw new Error(`no page copy for ${summary.slug}`);
      expect(service.intro.paragraphs.length, service.slug).toBeGreaterThan(0);
      expect(service.features, service.slug).toHaveLength(6);
      expect(new Set(service.features.map((feature) => feature.title)).size, service.slug).toBe(6);
      for (const feature of service.features)
        expect(feature.description.length).toBeGreaterThan(20);
      expect(service.whyWorkWithUs.points.length, service.slug).toBeGreaterThan(0);
      expect(service.heroWord).toBe(service.heroWord.toUpperCase());
    }
  });

  it("never starts a heading's line with '&', and keeps its eyebrow in the heading's words", () => {
    for (const service of services) {
      // A breakable space before '&' let /ux-ui-design's heading start a line with it. One after
      // it stays: bound on both sides, "SUPPORT & MAINTENANCE" was one word wider than a phone.
      expect(service.heroWord, service.slug).not.toMatch(/ &/);
      expect(service.navLabel.toUpperCase(), service.slug).toBe(
        service.heroWord.replaceAll("\u00a0", " "),
      );
    }
  });

  it("orders the home grid as the spec lists its cards, with the spec's titles and links", () => {
    expect(homeServices().map((service) => service.cardTitle)).toEqual([
      "Web Development",
      "App Development",
      "eCommerce Development",
      "Web Design",
      "UX & UI Design",
      "Support & Maintenance",
      "Desktop Application",
      "Graphics Design",
      "Digital Marketing",
    ]);
    expect(homeServiceOrder.map(homeCardPath)).toEqual([
      "/web-development",
      "/mobile-app",
      "/ecommerce",
      "/web-design",
      "/ux-ui-design",
      "/support-maintenance",
      "/desktop-application",
      "/graphics-design",
      "/digital-marketing",
    ]);
  });

  it("mounts every service page in routes.ts with its own id, and the legacy alias as a redirect", () => {
    const mounted = routes.map((entry) => ({ path: entry.path, file: entry.file, id: entry.id }));
    for (const slug of specSlugs) {
      expect(mounted).toContainEqual({
        path: slug,
        file: "routes/marketing/service-page.tsx",
        id: `service-${slug}`,
      });
    }
    for (const legacy of Object.keys(legacyServicePaths)) {
      expect(mounted).toContainEqual(
        expect.objectContaining({ path: legacy, file: "routes/marketing/service-redirect.tsx" }),
      );
    }
  });
});
