import { autosavePause } from "../../app/components/admin/news/use-autosave.ts";
import { expect } from "./fixtures.ts";
import { adminTest as test } from "./news-fixtures.ts";
import { bodyMarkdown, createArticle, surface, token, uploadViaApi } from "./news-helpers.ts";

// Opening an article is no edit (an editor's review): a published article saved from the form,
// with a body picture or a video line, opened and only clicked in, was autosaved after the pause,
// and the form then said "Unpublished changes" and asked before leaving. A form sends its
// textarea's line breaks as CRLF, which were stored so, while the field shows LF; and the writing
// surface spells some Markdown otherwise than it was stored (a video address's "_" and "&", an old
// "&nbsp;" after the picture).

test("a published article with a picture and a video line, opened and left alone, is not changed", async ({
  page,
}) => {
  const img = await uploadViaApi(page.request, "#e76f51");
  const body1 = [
    "Families came to the lake_side mela.",
    `![Families by the lake](${img})`,
    "&nbsp;",
    "https://www.youtube.com/watch?v=a_b-C_d&t=42s",
    "The mayor spoke after the *qawwali*.",
  ].join("\n\n");
  // Sent as the form sends it.
  const id = await createArticle(page.request, {
    title: `Untouched ${token()}`,
    img,
    body1: body1.replaceAll("\n", "\r\n"),
  });
  const autosaves: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/autosave")) autosaves.push(request.url());
  });
  /** Resolves false unless an autosave is sent before the app's own pause (and a margin) is over. */
  const autosaveWithinThePause = () =>
    page
      .waitForRequest((request) => new URL(request.url()).pathname.endsWith("/autosave"), {
        timeout: autosavePause + 2_000,
      })
      .then(
        () => true,
        () => false,
      );

  await page.goto(`/editNews/${id}`);
  const body = surface(page, "Body1");
  await expect(body.getByRole("img", { name: "Families by the lake" })).toBeVisible();
  await expect(body.locator(".video-line")).toHaveText(
    "https://www.youtube.com/watch?v=a_b-C_d&t=42s",
  );
  expect(await autosaveWithinThePause()).toBe(false);
  // Clicked in, as an editor reads: still no edit.
  await body.getByText("The mayor spoke").click();
  await page.keyboard.press("End");
  await body.getByText("Families came to").click();
  expect(await autosaveWithinThePause()).toBe(false);
  expect(autosaves).toEqual([]);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await expect(bodyMarkdown(page, "Body1")).toHaveValue(body1);

  // Opened again: no autosaved text is offered, and leaving asks nothing.
  await page.reload();
  await expect(body.getByRole("img", { name: "Families by the lake" })).toBeVisible();
  await expect(page.getByText("Unpublished changes")).toHaveCount(0);
  await page.getByRole("link", { name: "Manage News" }).click();
  await expect(page).toHaveURL(/\/deleteNews$/);
  const stored = (await (await page.request.get(`/api/news/${id}`)).json()) as { body1: string };
  expect(stored.body1).toBe(body1);
});
