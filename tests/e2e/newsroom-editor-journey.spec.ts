import type { Dialog } from "@playwright/test";
import { grantEditor, signUpConfirmed } from "./editor-account.ts";
import { expect } from "./fixtures.ts";
import { readerTest as test } from "./news-fixtures.ts";
import { answerDialog, openSharedPageShowing, photo, token } from "./news-helpers.ts";

// Issue 17's whole journey, as the channel's news editor lives it at a phone's width and a
// desktop's: an editor (not an admin) writes a formatted Bengali and English article with an
// inline image, schedules it, lets it autosave, leaves and comes back, previews it, publishes
// it, sees it reach readers, moves its address, restores an earlier revision, and is refused the
// agency's enquiries. Each step has its own narrower tests; this one proves they work together.

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const width of [390, 1440]) {
  test.describe(`the news editor at ${width}px`, () => {
    test.use({
      viewport: { width, height: width < 800 ? 844 : 900 },
      allowConsoleErrors: [/status of 403/],
    });

    test("writes, schedules, autosaves, previews, publishes, moves and restores an article", async ({
      page,
      admin,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const mark = token("journey");
      await grantEditor(admin, await signUpConfirmed(page.request, `Rahima ${mark}`));
      const origin = `http://localhost:${process.env.E2E_PORT}`;
      const reader = await playwright.request.newContext({ baseURL: origin });

      // Written in Bengali and English, with a subheading, bold, a list and an inline image.
      const title = `বৈশাখী মেলা: Small Heath Park-এ হাজারো মানুষ ${mark}`;
      await page.goto("/addNews");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Date").fill(day(1));
      await page.getByLabel("Time").fill("08:00");
      // Typed into the writing surface (ADR 0162): Markdown's marks become a subheading, bold and a
      // list as they are typed; the picture is uploaded from the toolbar and shows as a picture.
      const body = (name: string) => page.getByRole("textbox", { name, exact: true });
      await body("Body1").click();
      await page.keyboard.type(
        "## মেলার দিন\n**হাজারো মানুষ** came to the park.\n- নাগরদোলা\nFood stalls",
      );
      await expect(body("Body1").getByRole("heading", { name: "মেলার দিন" })).toBeVisible();
      await body("Body2").click();
      await page.keyboard.type("মেলার মাঠে");
      // The editor types on while the picture uploads (issue 33): nothing pops up mid-sentence, the
      // sentence stays one paragraph, and the picture takes the place it was chosen at.
      const asked: string[] = [];
      const ask = (dialog: Dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      };
      page.on("dialog", ask);
      await page
        .getByRole("toolbar", { name: "Formatting for Body2" })
        .locator("input[data-inline-image]")
        .setInputFiles({
          name: "crowd.jpg",
          mimeType: "image/jpeg",
          buffer: await photo("#2a9d8f"),
        });
      await page.keyboard.type(" সারাদিন ভিড়");
      const undescribed = body("Body2").getByRole("img", { name: "Describe the image" });
      await expect(undescribed).toBeVisible();
      await expect(page.locator("textarea[name=body2]")).toHaveValue(
        /^মেলার মাঠে সারাদিন ভিড়\n\n!\[Describe the image\]\(\/uploads\/news\/[^)]+\)$/,
      );
      page.off("dialog", ask);
      expect(asked).toEqual([]);
      // Described when the editor chooses: the picture itself says how.
      await expect(body("Body2").getByText("Describe this picture: double-click it")).toBeVisible();
      await undescribed.dblclick();
      await answerDialog(page, "Describe the picture", "মেলার মাঠে ভিড়");
      await expect(body("Body2").getByRole("img", { name: "মেলার মাঠে ভিড়" })).toBeVisible();
      await page.getByLabel("Category").selectOption("travel");
      await page.getByLabel("Image", { exact: true }).setInputFiles({
        name: "mela.jpg",
        mimeType: "image/jpeg",
        buffer: await photo("#e76f51"),
      });
      await page.getByLabel("Image description (alt text)").fill("মেলায় নাগরদোলার সামনে ভিড়");
      await page.getByRole("button", { name: "Add News" }).click();
      const added = page.getByRole("dialog", { name: "News Added!" });
      await expect(added.getByTestId("saved-status")).toHaveText(
        /^Scheduled for .*08:00 UK time$/,
        {
          timeout: 20_000,
        },
      );
      await added.getByRole("link", { name: "Edit", exact: true }).click();
      await expect(page).toHaveURL(/\/editNews\/[0-9a-f-]{36}$/);
      // The address changes as the Edit page's data arrives; its form may be drawn a moment later.
      await expect(page.getByRole("heading", { level: 1, name: "Edit News" })).toBeVisible();
      await expect(page.getByLabel("Slug")).not.toHaveValue("");
      const editUrl = page.url();
      const slug = await page.getByLabel("Slug").inputValue();
      // Made from the title, the Bengali spelt in Latin letters (ADR 0105).
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(slug).toContain(mark.toLowerCase());
      // Not public before its time.
      expect((await reader.get(`/news/${slug}`)).status()).toBe(404);

      // Autosaved after a pause in typing, and there on coming back.
      const later = `আরও খবর আসছে ${mark}`;
      await body("Body3").click();
      await page.keyboard.type(later);
      // One line says where the text stands: kept by the autosave, not yet on the article.
      const state = page.getByTestId("save-state");
      await expect(state).toHaveText("Autosaved, not yet saved to the article —", {
        timeout: 20_000,
      });
      await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Manage News" }).click();
      await expect(page).toHaveURL(/\/deleteNews/);
      await page.goto(editUrl);
      await expect(body("Body3")).toHaveText(later);

      // Previewed as readers will see it, at a phone's width and a desktop's.
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      const frame = page.frameLocator("iframe[title^='Article preview']");
      await expect(frame.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(frame.getByRole("heading", { name: "মেলার দিন" })).toBeVisible();
      // Further down the frame, and loaded lazily: there, with our upload's address.
      await expect(frame.getByRole("img", { name: "মেলার মাঠে ভিড়" })).toHaveAttribute(
        "src",
        /\/uploads\/news\//,
      );
      await expect(frame.getByText(later)).toBeVisible();
      const preview = page.getByRole("dialog", { name: /Preview/ });
      await preview.getByRole("button", { name: "Desktop" }).click();
      await expect(frame.getByText(later)).toBeVisible();
      await preview.getByRole("button", { name: "Close" }).click();

      // Published now, under a new headline, and readers get it on the category page. The form
      // then shows the moment it was published, not the one it was scheduled for.
      await page.getByLabel("Title").fill(`${title} (আপডেট)`);
      await page.getByRole("button", { name: "Publish now" }).click();
      const updated = page.getByRole("dialog", { name: "News Updated!" });
      await expect(updated.getByTestId("saved-status")).toHaveText("Published", {
        timeout: 20_000,
      });
      await updated.getByRole("button", { name: "OK" }).click();
      await expect(page.getByLabel("Date")).not.toHaveValue(day(1));
      await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
      const publishedOn = await page.getByLabel("Date").inputValue();
      const reading = await page.context().browser()!.newPage({ baseURL: origin });
      await openSharedPageShowing(
        reading,
        "/travel",
        reading.getByRole("heading", { name: `${title} (আপডেট)` }),
      );
      await reading.close();

      // A new address; the old one leads there for good.
      await page.getByLabel("Slug").fill(`mela-${mark}`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(updated).toBeVisible({ timeout: 20_000 });
      await updated.getByRole("button", { name: "OK" }).click();
      const moved = await reader.get(`/news/${slug}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(`/news/mela-${mark}`);

      // The first headline, restored from the revisions and saved again.
      const revisions = page.getByRole("region", { name: "Revisions" });
      await revisions.getByRole("button", { name: /^Open/ }).last().click();
      const first = page.getByRole("dialog", { name: title });
      await first.getByRole("button", { name: "Restore this revision" }).click();
      await expect(page.getByLabel("Title")).toHaveValue(title);
      // The first save was scheduled, at the first address: a revision restores the words, and
      // the article keeps its own date and address, so it stays public where it is.
      await expect(page.getByLabel("Date")).toHaveValue(publishedOn);
      await expect(page.getByLabel("Slug")).toHaveValue(`mela-${mark}`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(updated).toBeVisible({ timeout: 20_000 });
      await updated.getByRole("button", { name: "OK" }).click();
      const back = await page.context().browser()!.newPage({ baseURL: origin });
      await openSharedPageShowing(
        back,
        `/news/mela-${mark}`,
        back.getByRole("heading", { level: 1, name: title, exact: true }),
      );
      await expect(back.getByText(`By Rahima ${mark}`)).toBeVisible();
      await back.close();

      // The agency's enquiries are not the newsroom's.
      const refused = await page.goto("/dashbord");
      expect(refused?.status()).toBe(403);
      await reader.dispose();
    });
  });
}
