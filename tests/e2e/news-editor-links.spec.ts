import { linkAddressMessage } from "../../app/components/admin/news/link-address.ts";
import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { askDialog, bodyMarkdown, createArticle, surface, token } from "./news-helpers.ts";

// The link dialog (an editor's review): an address typed without its scheme ("www.bmd.gov.bd")
// was saved as a relative link that broke on the live site, and Ctrl+K with nothing selected
// linked nothing visible. Now a bare host gets https://, a bare e-mail address mailto:, anything
// else not a link is refused in the dialog; with nothing selected the address is the link's text.

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("an address without its scheme is completed, and one typed at the caret is its own text", async ({
      page,
    }) => {
      const id = await createArticle(page.request, {
        title: `Links ${token()}`,
        body1: "Rain is forecast.",
      });
      await page.goto(`/editNews/${id}`);
      const body = surface(page, "Body1");
      const saved = bodyMarkdown(page, "Body1");
      const dialog = askDialog(page, "Add link");
      const address = dialog.getByRole("textbox", { name: "Link address" });

      // Nothing selected: the address goes in as the link's text; typing after it is plain text.
      await body.getByText("Rain is forecast.").click();
      await page.keyboard.press("End");
      await page.keyboard.insertText(" See ");
      await page.keyboard.press("Control+k");
      await expect(address).toBeFocused();
      await page.keyboard.insertText("www.bmd.gov.bd");
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(body.getByRole("link", { name: "www.bmd.gov.bd" })).toHaveAttribute(
        "href",
        "https://www.bmd.gov.bd",
      );
      await page.keyboard.insertText(" today.");
      await expect(saved).toHaveValue(
        "Rain is forecast. See [www.bmd.gov.bd](https://www.bmd.gov.bd) today.",
      );

      // A selection: what is not an address is refused in the dialog, which stays open.
      // A word selected as an editor does, with a double-click on it.
      const selectWord = async (word: string) => {
        const box = await body.evaluate((element, wanted) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(wanted) ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + wanted.length);
            const { x, y, width, height } = range.getBoundingClientRect();
            return { x: x + width / 2, y: y + height / 2 };
          }
          throw new Error(`${wanted} is not in the body`);
        }, word);
        await page.mouse.dblclick(box.x, box.y);
      };
      await selectWord("Rain");
      await page.keyboard.press("Control+k");
      await expect(address).toBeFocused();
      await page.keyboard.insertText("the met office");
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("alert")).toHaveText(linkAddressMessage);
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await expect(address).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`refused-${viewport.width}.png`) });
      const box = (await dialog.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await address.fill("bmd.gov.bd/page");
      await expect(dialog.getByRole("alert")).toHaveCount(0);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(saved).toHaveValue(/^\[Rain\]\(https:\/\/bmd\.gov\.bd\/page\) is forecast\./);

      // A bare e-mail address is a mail link.
      await selectWord("forecast");
      await page.keyboard.press("Control+k");
      await page.keyboard.insertText("desk@example.com");
      await page.keyboard.press("Enter");
      await expect(saved).toHaveValue(/ is \[forecast\]\(mailto:desk@example\.com\)\./);
    });
  });
}
