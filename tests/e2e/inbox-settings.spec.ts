import { expect, test } from "./fixtures.ts";
import { visitorAddress } from "./inbox-support.ts";

// Settings (/settings), owner review: after one save, a second save the form refused still showed
// the green banner and "Saved." beside the button. The success stands for the last post only: a
// refused save, or a field edited since, takes it away and only the field messages show.

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
});

test("a refused save or an edit after saving takes the success message away", async ({
  page,
  signInAs,
}) => {
  await signInAs("admin");
  await page.goto("/settings");
  const banner = page.getByText("Your details are saved and shown across the site.");
  const saved = page.getByRole("status").filter({ hasText: "Saved." });
  const save = page.getByRole("button", { name: "Save details" });
  // Saved as loaded: the site shows the same details as before.
  await save.click();
  await expect(banner).toBeVisible();
  await expect(saved).toBeVisible();

  const office = page.getByLabel("Office phone");
  const before = await office.inputValue();
  await office.fill("12345");
  await expect(banner).toBeHidden();
  await expect(saved).toBeHidden();

  // Saved again, then refused by the form without an edit in between (a cleared field is an edit,
  // so the refused save comes after a fresh success).
  await office.fill(before);
  await save.click();
  await expect(banner).toBeVisible();
  await page.getByLabel("Office phone").evaluate((input: HTMLInputElement) => {
    input.value = "12345";
  });
  await save.click();
  await expect(page.getByText("Enter a UK phone number, like 0121 496 0734")).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(saved).toBeHidden();
  await office.fill(before);
});
