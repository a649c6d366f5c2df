import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import {
  askDialog,
  bodyMarkdown,
  createArticle,
  surface,
  token,
  uploadViaApi,
} from "./news-helpers.ts";

// The writing surface asks for a link's address and a picture's description in its own dialog,
// not the browser's prompt (issue 33, the editor's day): labelled, by keyboard, Escape cancels, and
// writing goes on where it was. Each step failed with window.prompt.

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("a link's address and a picture's description are asked in a dialog", async ({ page }) => {
      const img = await uploadViaApi(page.request, "#2a9d8f");
      const id = await createArticle(page.request, {
        title: `Dialogs ${token()}`,
        img,
        body1: `Crowds came to the [mela](https://example.com/old).\n\n![Families by the lake](${img})`,
      });
      await page.goto(`/editNews/${id}`);
      const body = surface(page, "Body1");
      const saved = bodyMarkdown(page, "Body1");
      // Playwright's own handler would answer a prompt silently: none may open.
      page.on("dialog", (dialog) => {
        throw new Error(`the browser's own ${dialog.type()} opened: ${dialog.message()}`);
      });

      // The link: Ctrl+K asks, the present address filled in and selected.
      await body.getByRole("link", { name: "mela" }).click();
      // A click in a body ending in a picture is no edit either (the surface adds an empty
      // paragraph after it, which writes no Markdown): the article stays saved.
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      await page.keyboard.press("Control+k");
      const link = askDialog(page, "Edit link");
      await expect(link).toBeVisible();
      const address = link.getByRole("textbox", { name: "Link address" });
      await expect(address).toBeFocused();
      await expect(address).toHaveValue("https://example.com/old");
      await expect(link.getByText("Leave it empty to remove the link.")).toBeVisible();
      // Whole on the screen, a phone's too.
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: test.info().outputPath(`link-${viewport.width}.png`) });
      // Escape cancels: nothing changes, and the editor writes on where it was. What was typed in
      // the dialog is no edit of the article's (the article's form sees none of it).
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      await page.keyboard.type("typo");
      await page.keyboard.press("Escape");
      await expect(link).toBeHidden();
      await expect(body).toBeFocused();
      await expect(saved).toHaveValue(/\[mela\]\(https:\/\/example\.com\/old\)/);
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      // An empty address, saved by keyboard (Tab to Save), takes the link off.
      await page.keyboard.press("Control+k");
      await expect(address).toBeFocused();
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Tab");
      await expect(link.getByRole("button", { name: "Cancel" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(link.getByRole("button", { name: "Save" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(link).toBeHidden();
      await expect(body).toBeFocused();
      await expect(saved).toHaveValue(/^Crowds came to the mela\.\n/);

      // The picture: selected, Enter asks for its description, the present one filled in.
      await body.getByRole("img", { name: "Families by the lake" }).click();
      await page.keyboard.press("Enter");
      const picture = askDialog(page, "Describe the picture");
      const description = picture.getByRole("textbox", { name: "Description (alt text)" });
      await expect(description).toBeFocused();
      await expect(description).toHaveValue("Families by the lake");
      await page.screenshot({ path: test.info().outputPath(`picture-${viewport.width}.png`) });
      await description.fill("Families on the grass by the lake");
      await picture.getByRole("button", { name: "Save" }).click();
      await expect(picture).toBeHidden();
      await expect(body).toBeFocused();
      await expect(
        body.getByRole("img", { name: "Families on the grass by the lake" }),
      ).toBeVisible();
      await expect(saved).toHaveValue(/!\[Families on the grass by the lake\]\(/);
      // A double-click asks too (writing elsewhere first); Cancel leaves it as it was.
      await body.getByText("Crowds came to the mela.").click();
      await body.getByRole("img", { name: "Families on the grass by the lake" }).dblclick();
      await expect(description).toHaveValue("Families on the grass by the lake");
      await description.fill("Something else");
      await picture.getByRole("button", { name: "Cancel" }).click();
      await expect(picture).toBeHidden();
      await expect(body).toBeFocused();
      await expect(saved).toHaveValue(/!\[Families on the grass by the lake\]\(/);
    });
  });
}
