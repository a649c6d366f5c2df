import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { marketingPaths, servicePages } from "./marketing-pages.ts";

// axe (WCAG 2 A and AA) on the marketing pages at a phone and a desktop width: no serious or
// critical violations. The nine service pages are one route module
// (app/routes/marketing/service-page.tsx): the same structure and styles, each with its service's
// words, and their art decorative (aria-hidden). axe judges the structure and styles, so one
// service page stands for the module at the phone width, and two at the desktop width (the second
// has the longest hero word, with an ampersand); every other page is checked at both.

const servicePaths = new Set(servicePages.map((page) => page.path));
const pagesWith = (...services: string[]) =>
  marketingPaths.filter((path) => !servicePaths.has(path) || services.includes(path));

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 }, paths: pagesWith("/ecommerce") },
  {
    name: "desktop",
    viewport: { width: 1440, height: 900 },
    paths: pagesWith("/ecommerce", "/maintenance-support"),
  },
];

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

for (const { name, viewport, paths } of widths) {
  test.describe(`accessibility at ${name} width`, () => {
    test.use({ viewport });
    for (const path of [...paths, "/work?projects=shown"]) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
    test("with the menus open", async ({ page }) => {
      await page.goto("/");
      if (viewport.width < 1280)
        await page.getByRole("button", { name: "Menu", exact: true }).click();
      else await page.getByRole("button", { name: "WHAT WE DO" }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
