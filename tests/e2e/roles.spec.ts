import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { grantEditor, signUpConfirmed as signUp } from "./editor-account.ts";
import { expect } from "./fixtures.ts";
import { adminTest, readerTest } from "./news-fixtures.ts";
import { describeImage, photo, token, writeBody } from "./news-helpers.ts";

// Roles (ADR 0128) and bylines (ADR 0129), at a phone's width and a desktop's: an admin grants
// the editor role on the roles screen; an editor writes an article, reads their byline on it,
// sees only the newsroom's screens, and is refused the agency's enquiries with the spec's 403.

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations;

async function writeArticle(page: Page, title: string) {
  await page.goto("/addNews");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-02-03");
  await page.getByLabel("Time").fill("09:00");
  await writeBody(page, "Body1", "The new newsroom's first story.");
  await page.getByLabel("Category").selectOption("community news");
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "desk.jpg", mimeType: "image/jpeg", buffer: await photo("#264653") });
  await describeImage(page, "A desk in the newsroom");
  await page.getByRole("button", { name: "Add News" }).click();
  const dialog = page.getByRole("dialog", { name: "News Added!" });
  await expect(dialog.getByTestId("saved-status")).toHaveText("Published", { timeout: 20_000 });
  await dialog.getByRole("link", { name: "View", exact: true }).click();
}

for (const width of [390, 1440]) {
  const viewport = { width, height: width < 800 ? 844 : 900 };

  adminTest.describe(`the roles screen at ${width}px`, () => {
    adminTest.use({ viewport });

    adminTest("an admin grants editor, after a confirmation", async ({ page, request }) => {
      // A whole journey: past the default 30 s on a loaded two-core machine.
      adminTest.slow();
      const name = `Nadia ${token()}`;
      const email = await signUp(request, name);
      await page.goto(`/users?q=${encodeURIComponent(email)}`);
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row.getByTestId("user-role")).toHaveText("User");
      await page.getByLabel(`New role for ${name}`).selectOption("editor");
      await page.getByRole("button", { name: "Change", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Make ${name} an editor?` });
      await expect(dialog.getByText("User → Editor")).toBeVisible();
      expect(await axe(page), "the confirmation").toEqual([]);
      await dialog.getByRole("button", { name: "Yes, change it" }).click();
      await expect(page.getByRole("status", { name: "Role changed" })).toBeVisible();
      await expect(row.getByTestId("user-role")).toHaveText("Editor");
      // The admin's address is in ADMIN_EMAILS: its row offers no change (ADR 0133).
      await page.goto("/users?q=admin%40e2e.test");
      // Other runs' tests add ADMIN_EMAILS accounts whose addresses end the same way.
      await expect(
        page
          .getByRole("row", { name: /^Site Admin/ })
          .getByText("Owner (ADMIN_EMAILS): change it there."),
      ).toBeVisible();
      await page.goto("/users");
      expect(await axe(page), "/users").toEqual([]);
    });
  });

  // newsroom-editor-journey proves an editor's byline and refusal at both widths; this adds the
  // menu's Dashbord link and the newsroom-only navigation, at a phone's width.
  if (width < 800)
    readerTest.describe(`an editor at ${width}px`, () => {
      readerTest.use({ viewport, allowConsoleErrors: [/status of 403/] });

      readerTest(
        "writes an article with their byline, and is refused the enquiries",
        async ({ page, admin }) => {
          const name = `Rahima ${token()}`;
          const email = await signUp(page.request, name);
          await grantEditor(admin, email);

          const title = `Newsroom story ${token()}`;
          await writeArticle(page, title);
          await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
          await expect(page.getByText(`By ${name}`)).toBeVisible();

          // The header's Dashbord link leads an editor to the newsroom (ADR 0133).
          // At a phone's width the link is in the site menu.
          if (width < 1280) await page.getByRole("button", { name: "Menu", exact: true }).click();
          const dashbord = page.getByRole("link", { name: "Dashbord" }).first();
          await expect(dashbord).toBeVisible();
          await expect(dashbord).toHaveAttribute("href", "/deleteNews");
          if (width < 1280) await page.keyboard.press("Escape");

          // Only the newsroom's screens in the admin navigation.
          await page.goto("/deleteNews");
          const nav = page.getByRole("navigation", { name: "Admin" });
          await expect(nav.getByRole("link", { name: "Manage News" })).toBeVisible();
          for (const hidden of ["Enquiries", "Activity", "Personal data", "Roles"]) {
            await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
          }

          for (const refused of ["/dashbord", "/auditLog", "/users"]) {
            const response = await page.goto(refused);
            expect(response?.status(), refused).toBe(403);
            await expect(page.getByRole("heading", { name: "403 - Access denied" })).toBeVisible();
          }
        },
      );
    });
}
