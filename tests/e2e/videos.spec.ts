import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { failingThumbnailIds } from "../support/thumbnail-origin.ts";
import { test as base, E2E_ADMIN_EMAIL, E2E_PASSWORD, expect } from "./fixtures.ts";
import { photo } from "./news-helpers.ts";

// Community videos: adding from embed code, deleting with confirmation, and the gallery's facade
// players. There is no internet here: the server fetches thumbnails from a local stand-in for
// YouTube's host (tests/support/e2e-server.ts), and the players are answered by route
// interception once a visitor presses play, so the browser behaves as it would online.

// Better Auth allows 3 sign-ins per 10 s per address in production, so each worker signs the
// admin in once and its tests reuse that session (and wait out a 429 should one come).
async function authPost(request: APIRequestContext, path: string, data: object, origin: string) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(path, { data, headers: { origin } });
    if (response.status() !== 429 || attempt === 5) return response;
    const wait = Number(response.headers()["x-retry-after"] ?? 5);
    await new Promise((resolve) => setTimeout(resolve, (wait + 0.5) * 1000));
  }
}

const test = base.extend<{ asAdmin: boolean }, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const origin = `http://localhost:${process.env.E2E_PORT}`;
      const context = await browser.newContext({ baseURL: origin });
      // The account is made once per run by admin-account.setup.ts.
      const credentials = { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD };
      const signIn = await authPost(
        context.request,
        "/api/auth/sign-in/email",
        credentials,
        origin,
      );
      expect(signIn.ok(), "admin sign-in").toBe(true);
      const file = `${workerInfo.project.outputDir}/videos-admin-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: "worker" },
  ],
  asAdmin: [false, { option: true }],
  storageState: async ({ asAdmin, adminState, storageState }, use) => {
    await use(asAdmin ? adminState : storageState);
  },
});

const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
/** A random id; with a prefix from failingThumbnailIds, the thumbnail host fails for it. */
function youtubeId(prefix = "") {
  const rest = Array.from(
    { length: 11 - prefix.length },
    () => idAlphabet[Math.floor(Math.random() * 64)],
  );
  return prefix + rest.join("");
}

type Stored = { _id: string; id: string; url: string; title: string | null };

async function addVideoByApi(page: Page, url: string, title?: string) {
  const response = await page.request.post("/api/addVideo", { data: { url, title } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

async function storedVideo(page: Page, videoId: string) {
  const all = (await (await page.request.get("/api/allVideos")).json()) as Stored[];
  return all.find((video) => video.id === videoId);
}

async function removeVideo(page: Page, videoId: string) {
  const video = await storedVideo(page, videoId);
  if (video) await page.request.delete(`/api/deleteVideo/${video._id}`);
}

async function answerProviders(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Player</title><p>Provider player</p>",
    }),
  );
}

test.describe("Add Video", () => {
  // Refused input is answered 400 by design; Chromium logs any such status as a console error.
  // Which input is refused, with which message (off the allow-list, already added), is the
  // server's rule: tests/integration/videos-api.test.ts posts the form without JavaScript.
  test.use({ asAdmin: true, allowConsoleErrors: [/status of 400/] });

  test("adds a video from pasted YouTube embed code", async ({ page }) => {
    const id = youtubeId();
    await page.goto("/addVideo");
    await expect(page.getByRole("heading", { name: "Add Video" })).toBeVisible();
    await page
      .getByLabel("Embed code or video address")
      .fill(
        `<iframe width="560" height="315" src="https://www.youtube.com/embed/${id}?si=x" title="YouTube video player" frameborder="0" allowfullscreen></iframe>`,
      );
    await page.getByLabel("Title (optional)").fill(`E2E added ${id}`);
    await page.getByRole("button", { name: "Add Video" }).click();

    const dialog = page.getByRole("status", { name: "Video link added" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 3_000 }); // closes itself after 1500 ms
    await expect(page.getByLabel("Embed code or video address")).toHaveValue("");

    const stored = await storedVideo(page, id);
    expect(stored).toMatchObject({
      url: `https://www.youtube-nocookie.com/embed/${id}`,
      title: `E2E added ${id}`,
    });
    await removeVideo(page, id);
  });

  test("says the embed code is required when the box is empty", async ({ page }) => {
    await page.goto("/addVideo");
    await page.getByRole("button", { name: "Add Video" }).click();
    await expect(page.getByText("Iframe code is required")).toBeVisible();
    await expect(page.getByLabel("Embed code or video address")).toBeFocused();
    await expect(page.getByLabel("Embed code or video address")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});

test.describe("Delete Videos", () => {
  test.use({ asAdmin: true });

  test("asks first, keeps the video on cancel and deletes it on confirmation", async ({ page }) => {
    const id = youtubeId();
    await addVideoByApi(page, `https://youtu.be/${id}`, `To delete ${id}`);
    await page.goto("/deleteVideo");
    for (const name of ["#", "Video ID", "URL", "Action"]) {
      await expect(page.getByRole("columnheader", { name, exact: true })).toBeVisible();
    }
    const row = page.getByRole("row").filter({ hasText: id });
    await expect(row).toContainText(`https://www.youtube-nocookie.com/embed/${id}`);

    await row.getByRole("button", { name: `Delete video ${id}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    expect(await storedVideo(page, id)).toBeTruthy();

    await row.getByRole("button", { name: `Delete video ${id}` }).click();
    await confirm.getByRole("button", { name: "Yes, delete it!" }).click();
    await expect(page.getByRole("status", { name: "Video link deleted" })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await storedVideo(page, id)).toBeUndefined();
    await expect(page.getByRole("status", { name: "Video link deleted" })).toBeHidden({
      timeout: 3_000,
    });
  });
});

test.describe("a thumbnail of the admin's own", () => {
  test.use({ asAdmin: true });

  test("is asked for when the provider has none, uploaded there and shown everywhere", async ({
    page,
  }) => {
    const id = youtubeId(failingThumbnailIds.missing.slice(0, 7));
    const title = `Own thumbnail ${id}`;
    await page.goto("/addVideo");
    await page.getByLabel("Embed code or video address").fill(`https://youtu.be/${id}`);
    await page.getByLabel("Title (optional)").fill(title);
    await page.getByRole("button", { name: "Add Video" }).click();
    // The provider gave no picture: Add Video asks for one for this very video (the same
    // controls as the video list's row, posting to the list's action).
    const prompt = page.getByRole("region", { name: `No thumbnail for “${title}”` });
    await expect(prompt.getByText("Poster", { exact: true })).toBeVisible();
    await prompt
      .getByLabel(`Upload thumbnail for ${title}`)
      .setInputFiles({ name: "thumb.jpg", mimeType: "image/jpeg", buffer: await photo("#22aa66") });
    await expect(page.getByRole("status").filter({ hasText: "Thumbnail saved" })).toBeVisible();
    await expect(prompt.locator("img")).toHaveAttribute("src", /^\/uploads\/videos\/.+\.webp$/);

    await page.goto("/deleteVideo");
    const row = page.getByRole("row").filter({ hasText: id });
    await expect(row.locator("img")).toHaveAttribute("src", /^\/uploads\/videos\/.+\.webp$/);
    await expect(
      row.getByRole("button", { name: `Use the provider's thumbnail for video ${id}` }),
    ).toBeVisible();

    await page.goto("/videos");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.locator("img")).toHaveAttribute("src", /^\/uploads\/videos\/.+\.jpg$/);
    await removeVideo(page, id);
  });
});

test.describe("Delete Videos when the video is already gone", () => {
  test.use({ asAdmin: true, allowConsoleErrors: [/status of 404/] });
  test("says Oops... and drops the stale row", async ({ page }) => {
    const id = youtubeId();
    const insertedId = await addVideoByApi(page, `https://youtu.be/${id}`);
    await page.goto("/deleteVideo");
    const row = page.getByRole("row").filter({ hasText: id });
    await expect(row).toBeVisible();
    // Someone else deletes it meanwhile.
    expect((await page.request.delete(`/api/deleteVideo/${insertedId}`)).status()).toBe(200);
    await row.getByRole("button", { name: `Delete video ${id}` }).click();
    await page
      .getByRole("dialog", { name: "Are you sure?" })
      .getByRole("button", { name: "Yes, delete it!" })
      .click();
    const oops = page.getByRole("dialog", { name: "Oops..." });
    await expect(oops).toBeVisible();
    await expect(oops).toContainText("Something went wrong!");
    await oops.getByRole("button", { name: "OK" }).click();
    await expect(oops).toBeHidden();
    await expect(row).toHaveCount(0);
  });
});

test.describe("the videos page", () => {
  test.use({ asAdmin: true });

  test("shows a facade with a thumbnail and loads the player on click", async ({ page }) => {
    const id = youtubeId();
    const title = `Gallery click ${id}`;
    await addVideoByApi(page, `https://youtu.be/${id}`, title);
    await answerProviders(page);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== `http://localhost:${process.env.E2E_PORT}`) {
        elsewhere.push(request.url());
      }
    });
    await page.goto("/videos");

    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    const play = card.getByRole("button", { name: `Play video: ${title}` });
    await expect(play).toBeVisible();
    await expect(card.locator("iframe")).toHaveCount(0);
    // Our own stored copy, in a modern format, sized by its attributes: no layout shift.
    const thumbnail = card.locator("img");
    await expect(thumbnail).toHaveAttribute("src", /^\/uploads\/.+\.jpg$/);
    await expect(thumbnail).toHaveAttribute("width", "480");
    await expect(thumbnail).toHaveAttribute("height", "360");
    // Loaded (with srcset, naturalWidth is scaled to the slot, so only "not 0" is meaningful).
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/uploads\/.+\.avif$/,
    );
    // Nothing has been asked of any other site before the visitor presses play.
    await page.waitForLoadState("networkidle");
    expect(elsewhere).toEqual([]);

    await expect(play).toHaveAttribute("data-hydrated", "");
    await play.click();
    const player = card.locator("iframe");
    await expect(player).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    );
    await expect(player).toHaveAttribute("title", title);
    await expect(player).toHaveAttribute("loading", "lazy");
    await expect(player).toHaveAttribute("allow", /autoplay/);
    await expect(play).toHaveCount(0);
    await expect(
      page.frameLocator(`iframe[title="${title}"]`).getByText("Provider player"),
    ).toBeVisible();
    await removeVideo(page, id);
  });

  test("links each video to its provider by a thumb-sized Watch on link", async ({ page }) => {
    const id = youtubeId();
    await addVideoByApi(page, `https://youtu.be/${id}`, `Thumb ${id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/videos");
    const watch = page.getByRole("link", {
      name: `Watch on YouTube: Thumb ${id} (opens in a new tab)`,
    });
    await expect(watch).toHaveAttribute("href", `https://www.youtube.com/watch?v=${id}`);
    // At least 44 px tall on a phone, however short the text (tests/e2e/tap-targets.spec.ts).
    expect((await watch.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await removeVideo(page, id);
  });

  test("starts a player from the keyboard with Enter and with Space", async ({ page }) => {
    const ids = [youtubeId(), youtubeId()];
    for (const id of ids) await addVideoByApi(page, `https://youtu.be/${id}`, `Keyboard ${id}`);
    await answerProviders(page);
    await page.goto("/videos");

    for (const [index, key] of (["Enter", "Space"] as const).entries()) {
      const title = `Keyboard ${ids[index]}`;
      const play = page.getByRole("button", { name: `Play video: ${title}` });
      // A key pressed before hydration reaches a button with no handler yet.
      await expect(play).toHaveAttribute("data-hydrated", "");
      await play.focus();
      await expect(play).toBeFocused();
      await page.keyboard.press(key);
      const player = page.locator(`iframe[title="${title}"]`);
      await expect(player).toBeVisible();
      // Focus moves into the player's own (cross-origin) document: the iframe is the active element.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("title")))
        .toBe(title);
    }
    for (const id of ids) await removeVideo(page, id);
  });

  test("names each video and links to it on the provider's site", async ({ page }) => {
    const id = youtubeId();
    await addVideoByApi(page, `https://youtu.be/${id}`);
    await page.goto("/videos");
    // With no title given, the card names the provider, on the poster and below it.
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: /Watch on YouTube/ }) })
      .filter({ has: page.locator(`a[href="https://www.youtube.com/watch?v=${id}"]`) });
    await expect(card.getByRole("heading", { name: "YouTube video" })).toBeVisible();
    await expect(
      card.getByRole("link", { name: "Watch on YouTube: YouTube video (opens in a new tab)" }),
    ).toHaveAttribute("target", "_blank");
    await removeVideo(page, id);
  });

  test.describe("with the provider out of reach", () => {
    // The browser reports the refused reachability check in the console itself.
    test.use({ allowConsoleErrors: [/ERR_BLOCKED_BY_CLIENT/] });

    test("pressing play with the provider out of reach says so, instead of a broken player", async ({
      page,
    }) => {
      const id = youtubeId();
      const title = `Unreachable ${id}`;
      await addVideoByApi(page, `https://youtu.be/${id}`, title);
      // Blocked, as on a network that refuses the provider.
      await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
        route.abort("blockedbyclient"),
      );
      await page.goto("/videos");
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: title }) });
      const play = card.getByRole("button", { name: `Play video: ${title}` });
      await expect(play).toHaveAttribute("data-hydrated", "");
      await play.click();
      const message = card.getByRole("alert");
      await expect(message).toContainText("YouTube could not be reached.");
      await expect(card.locator("iframe")).toHaveCount(0);
      await expect(card.getByRole("link", { name: /Watch on YouTube/ })).toBeVisible();

      // Reachable again: Try again starts the player.
      await page.unroute(/^https:\/\/www\.youtube-nocookie\.com\//);
      await answerProviders(page);
      await card.getByRole("button", { name: `Try again: ${title}` }).click();
      await expect(card.locator("iframe")).toHaveAttribute("title", title);
      await removeVideo(page, id);
    });
  });

  test("offline, pressing play says so at once", async ({ page, context }) => {
    const id = youtubeId();
    const title = `Offline ${id}`;
    await addVideoByApi(page, `https://youtu.be/${id}`, title);
    await page.goto("/videos");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    const play = card.getByRole("button", { name: `Play video: ${title}` });
    await expect(play).toHaveAttribute("data-hydrated", "");
    // The parts hydrated later (menus, footer) are fetched once the page's links are discovered,
    // and the menus' code when the pointer first moves: offline before they have come, the
    // browser would report their failed loads. So the pointer comes first, then the quiet.
    await play.hover();
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await play.click();
    await expect(card.getByRole("alert")).toContainText("You may be offline");
    await expect(card.locator("iframe")).toHaveCount(0);
    await context.setOffline(false);
    await removeVideo(page, id);
  });

  test.describe("when the provider had no thumbnail", () => {
    test("shows a neutral poster and still plays", async ({ page }) => {
      const id = youtubeId(failingThumbnailIds.missing.slice(0, 7));
      const title = `No thumbnail ${id}`;
      await addVideoByApi(page, `https://youtu.be/${id}`, title);
      await answerProviders(page);
      await page.goto("/videos");
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.locator("img")).toHaveCount(0);
      const play = card.getByRole("button", { name: `Play video: ${title}` });
      await expect(play).toHaveAttribute("data-hydrated", "");
      await play.click();
      await expect(card.locator("iframe")).toBeVisible();
      await removeVideo(page, id);
    });
  });

  test("shows a spinner while a client-side navigation loads the list", async ({ page }) => {
    await answerProviders(page);
    await page.goto("/deleteVideo");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold back only the videos list, as a slow database would.
    await page.route("**/videos.data*", async (route) => {
      const routes = new URL(route.request().url()).searchParams.get("_routes") ?? "";
      if (routes.includes("routes/videos")) await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "View the videos page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading videos…" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Videos", level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading videos…" })).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  test.use({ asAdmin: true, allowConsoleErrors: [/status of 400/] });
  test("the gallery, Add Video (with an error) and Delete Videos pass axe (WCAG 2 A/AA)", async ({
    page,
  }) => {
    await answerProviders(page);
    const id = youtubeId();
    await addVideoByApi(page, `https://youtu.be/${id}`, `Axe ${id}`);
    const axe = () => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    await page.goto("/videos");
    await expect(page.getByRole("button", { name: `Play video: Axe ${id}` })).toBeVisible();
    expect((await axe()).violations).toEqual([]);
    await page.goto("/addVideo");
    await page.getByLabel("Embed code or video address").fill("https://evil.example/");
    await page.getByRole("button", { name: "Add Video" }).click();
    await expect(
      page.getByText("evil.example is not an accepted video site", { exact: false }),
    ).toBeVisible();
    expect((await axe()).violations).toEqual([]);
    await page.goto("/deleteVideo");
    expect((await axe()).violations).toEqual([]);
    await removeVideo(page, id);
  });
});
