import { expect, readMail, uniqueEmail } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { photo, token } from "./news-helpers.ts";

// Publish and email from Add News (issue 34, ADR 0164) as an editor meets it: ticking "Email to
// subscribers" asks first, naming how many readers it goes to; Cancel sends and saves nothing;
// Save and email publishes, says the mail is on its way, and the reader gets it. The server's
// rules (once per article, categories, headers) are proven in newsletter-sending.test.ts.

test("Email to subscribers asks with the number of readers, then publishes and mails", async ({
  page,
}) => {
  const reader = uniqueEmail("reader");
  const imported = await page.request.post("/api/newsletter/subscribers/import", {
    headers: { "content-type": "text/csv" },
    data: `email\n${reader}\n`,
  });
  expect(imported.status()).toBe(200);

  const title = `Mela on the green ${token()}`;
  await page.goto("/addNews");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-05-02");
  await page.getByLabel("Time").fill("11:00");
  await page.getByLabel("Category").selectOption("community news");
  await page.getByLabel("Image", { exact: true }).setInputFiles({
    name: "mela.jpg",
    mimeType: "image/jpeg",
    buffer: await photo("#e67e22"),
  });
  await expect(page.getByRole("img", { name: "Chosen for this article" })).toBeVisible();
  await page.getByLabel("Email to subscribers").check();

  await page.getByRole("button", { name: "Add News" }).click();
  const question = page.getByRole("dialog", { name: /^Email this article to \d+ subscribers?\?$/ });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  // Nothing was saved or sent: the form is as it was.
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Email to subscribers")).toBeChecked();

  await page.getByRole("button", { name: "Add News" }).click();
  await question.getByRole("button", { name: "Save and email" }).click();
  const added = page.getByRole("dialog", { name: "News Added!" });
  await expect(added).toContainText("It is on its way to its subscribers.", { timeout: 20_000 });
  const mail = await readMail(reader, new RegExp(title), 20_000);
  expect(mail.text).toContain("/news/mela-on-the-green");
});
