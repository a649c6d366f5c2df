import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  createBooking,
  createEnquiry,
  daysFromToday,
  uniqueTag,
  visitorAddress,
} from "./inbox-support.ts";

// The owner on a 390 px phone, with the long names and addresses real visitors send: nothing
// runs off the screen, and every control of the inbox is at least 44 px tall, big enough for a
// thumb. At a desk, every column of the table is in view, Delete included.

const longEmail = (tag: string) => `amira.rahman.catering.orders.${tag}@example.co.uk`;
const longDetails =
  "We need an online ordering site for our catering business, with a menu we can edit, deposits taken by card, and a calendar of the events we already have booked.";

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

const thumbSized = async (control: Locator) => {
  // A dialog grows into place: measure once every animation on the page has finished (those on
  // the document's timeline: a scroll-driven one never finishes).
  await control.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline)
        .map((a) => a.finished),
    ),
  );
  const box = await control.boundingBox();
  expect(box?.height, (await control.textContent()) ?? "").toBeGreaterThanOrEqual(44);
};

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
});

test.describe("the inbox on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long address fits, and every control is thumb-sized", async ({ page, signInAs }) => {
    const tag = uniqueTag("thumb");
    const name = `Amira Rahman ${tag}`;
    const email = longEmail(tag);
    await createEnquiry(page.request, { name, email, projectDetails: longDetails });
    await createEnquiry(page.request, { name, email, projectDetails: longDetails });
    await signInAs("admin");

    await page.goto(`/dashbord?q=${tag}`);
    await noSidewaysScroll(page);
    // The first screen is the list, not chrome: the newest item starts in its upper half.
    const firstCard = await page.locator("tbody tr").first().boundingBox();
    expect(firstCard?.y).toBeLessThan(422);
    // A card is short (it was over 420 px): name, when, what about, and how to answer; the
    // record page has the rest. This one's long name and address take two lines each.
    expect(firstCard?.height).toBeLessThan(330);
    // The admin menu is one short row: the inbox, and the other screens in groups under More.
    const more = page.locator("summary", { hasText: "More" });
    await thumbSized(more);
    await more.click();
    const newsroom = page.getByRole("list", { name: "Newsroom" });
    await thumbSized(newsroom.getByRole("link", { name: "Add News" }));
    await expect(page.getByRole("list", { name: "Site & people" })).toBeVisible();
    await more.press("Enter");
    await expect(newsroom).toBeHidden();
    for (const tab of ["Inbox", "New", "Trash", "Follow-up first"])
      await thumbSized(page.getByRole("link", { name: tab, exact: true }));
    await thumbSized(page.getByRole("button", { name: "Search", exact: true }));
    const exportMenu = page.locator("summary", { hasText: "Export" });
    await thumbSized(exportMenu);
    await exportMenu.click();
    await thumbSized(page.getByRole("link", { name: "Export CSV" }));
    // Choosing the export closes the menu, which lies over the first card.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    await download;
    await expect(page.getByRole("link", { name: "Export CSV" })).toBeHidden();
    await thumbSized(page.getByRole("link", { name: /^Bookings/ }));
    // The bulk bar covers nothing until a row is ticked (CSS alone, as before the script runs).
    const bulk = page.getByRole("form", { name: "Selected submissions" });
    await expect(bulk).toBeHidden();
    const tick = page.getByRole("checkbox").first();
    await thumbSized(tick.locator(".."));
    await tick.check();
    await expect(bulk).toBeVisible();
    await thumbSized(bulk.getByRole("button", { name: "Archive selected" }));
    await tick.uncheck();
    await expect(bulk).toBeHidden();
    // What a bulk action did is said where a phone shows it, with Undo as a bulk move to the
    // trash has (issue 33): a toast below the site header (clear of its menu button and of the
    // bulk bar at the bottom).
    await page.getByRole("checkbox").last().check();
    await bulk.getByRole("button", { name: "Archive selected" }).click();
    const archived = page.getByRole("status", { name: "Archived 1" });
    await expect(archived).toBeInViewport();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    const header = await page.getByRole("banner").boundingBox();
    const toastBox = await archived.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(toastBox!.y + toastBox!.height).toBeLessThan(422);
    await thumbSized(archived.getByRole("button", { name: "Undo" }));
    await archived.getByRole("button", { name: "Undo" }).click();
    await expect(archived).toBeHidden();
    await expect(page.locator("tbody tr")).toHaveCount(2);
    await expect(bulk).toBeHidden();
    await thumbSized(page.getByRole("link", { name, exact: true }).first());
    await thumbSized(
      page.getByRole("button", { name: `Delete the submission from ${name}` }).first(),
    );

    await page.getByRole("link", { name, exact: true }).first().click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await noSidewaysScroll(page);
    for (const action of ["Reply by email", "Call", "← Contact Form Submissions"])
      await thumbSized(page.getByRole("link", { name: action }));
    for (const action of ["Mark as replied", "Archive", "Delete"])
      await thumbSized(page.getByRole("button", { name: action, exact: true }));
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Move to trash?" });
    await thumbSized(confirm.getByRole("button", { name: "Cancel" }));
    await thumbSized(confirm.getByRole("button", { name: "Move to trash" }));
    await confirm.getByRole("button", { name: "Move to trash" }).click();
    const moved = page.getByRole("status", { name: "Moved to trash" });
    const movedBox = await moved.boundingBox();
    const menuButton = await page.getByRole("button", { name: "Menu", exact: true }).boundingBox();
    expect(movedBox!.y).toBeGreaterThanOrEqual(menuButton!.y + menuButton!.height);
    await thumbSized(moved.getByRole("button", { name: "Undo" }));
    await thumbSized(moved.getByRole("button", { name: "Dismiss" }));

    await page.goto(`/dashbord?status=trash&q=${tag}`);
    // Every status tab is on the screen, none cut ("Arc…", issue 33), the current one marked.
    const statuses = page.getByRole("navigation", { name: "Status" }).getByRole("link");
    await expect(statuses).toHaveText(["Inbox", "New", "Read", "Replied", "Archived", "Trash"]);
    for (const tab of await statuses.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await expect(statuses.last()).toHaveAttribute("aria-current", "page");
    await thumbSized(page.getByRole("button", { name: `Restore the submission from ${name}` }));
    await thumbSized(
      page.getByRole("button", { name: `Delete for good the submission from ${name}` }),
    );
    await thumbSized(page.getByRole("button", { name: "Empty trash" }));
  });

  test("a message's start on its card, the message first on its page, and the bookings' two filters apart", async ({
    page,
    signInAs,
  }) => {
    const tag = uniqueTag("lead");
    const name = `Priya Sharma ${tag}`;
    const message =
      "Hi there,\n\nWe're a family-run bakery in Sparkbrook and would like a website where customers can order celebration cakes online, pay a deposit and pick a collection slot.\n\nThanks, Priya";
    const enquiry = await createEnquiry(page.request, { name, projectDetails: message });
    const booking = await createBooking(page.request, { name, message });
    await signInAs("admin");

    // The card shows what follows the greeting, not "Hi there," and "…" (issue 33).
    await page.goto(`/dashbord?q=${tag}`);
    // Its start as written on one line: the card's two lines show the greeting and what follows.
    const preview = page.locator("tbody tr").first().locator("p", { hasText: "Hi there," });
    const text = await preview.evaluate((el) => el.textContent ?? "");
    expect(text).toMatch(/^Hi there, We're a family-run bakery in Sparkbrook .*…$/);
    expect(text.length).toBeLessThanOrEqual(121);

    // On its page the message comes first, on the first screen, above the actions and the note.
    for (const [path, reply] of [
      [`/dashbord/${enquiry}`, "Reply by email"],
      [`/bookingTable/${booking}`, "Reply by email"],
    ] as const) {
      await page.goto(path);
      const said = page.getByText("We're a family-run bakery in Sparkbrook");
      await expect(said).toBeInViewport();
      const saidBox = await said.boundingBox();
      const replyBox = await page.getByRole("link", { name: reply }).boundingBox();
      const noteBox = await page.getByRole("textbox").first().boundingBox();
      expect(saidBox!.y, path).toBeLessThan(replyBox!.y);
      expect(saidBox!.y, path).toBeLessThan(noteBox!.y);
    }

    // The bookings' status and event date are two controls, each on the screen, unalike.
    await page.goto(`/bookingTable?status=trash&when=past&q=${tag}`);
    const trash = page
      .getByRole("navigation", { name: "Status" })
      .getByRole("link", { name: "Trash", exact: true });
    const past = page
      .getByRole("navigation", { name: "Event date" })
      .getByRole("link", { name: "Past", exact: true });
    for (const current of [trash, past]) {
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toBeInViewport({ ratio: 1 });
    }
    const [trashBox, pastBox] = [await trash.boundingBox(), await past.boundingBox()];
    expect(pastBox!.y).toBeGreaterThanOrEqual(trashBox!.y + trashBox!.height);
    const look = (link: typeof trash) =>
      link.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await look(past)).not.toBe(await look(trash));
    await noSidewaysScroll(page);
  });

  test("one person's data: counted in words, and nothing runs off the screen", async ({
    page,
    signInAs,
  }) => {
    const tag = uniqueTag("held");
    const email = longEmail(tag);
    await createEnquiry(page.request, { name: `Held ${tag}`, email });
    await createEnquiry(page.request, { name: `Held ${tag}`, email });
    await createBooking(page.request, { name: `Held ${tag}`, email });
    await signInAs("admin");

    await page.goto(`/personalData?email=${encodeURIComponent(email)}`);
    await expect(page.getByText("2 enquiries and 1 booking, deleted ones included.")).toBeVisible();
    await noSidewaysScroll(page);
    await thumbSized(page.getByRole("link", { name: "Export as JSON" }));
    await thumbSized(page.getByRole("button", { name: "Erase everything" }));
  });
  test("Activity fits, names an enquiry's sender, and the current admin tab is in view", async ({
    page,
    signInAs,
  }) => {
    // Owner review: Activity was 567 px wide (long ids and addresses), its enquiry rows showed only
    // an id, and on Activity and Settings the current tab was under More.
    const tag = uniqueTag("activity");
    const name = `Amira Rahman ${tag}`;
    const id = await createEnquiry(page.request, { name, email: longEmail(tag) });
    await signInAs("admin");
    await page.goto(`/dashbord/${id}`);
    await page.getByRole("button", { name: "Mark as replied" }).click();
    await expect(page.getByRole("button", { name: "Mark as not replied" })).toBeVisible();

    await page.goto("/auditLog");
    const entry = page.getByRole("row").filter({ hasText: "Marked as replied" }).first();
    await expect(entry.getByRole("link", { name })).toHaveAttribute("href", `/dashbord/${id}`);
    await noSidewaysScroll(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const [path, tab] of [
      ["/auditLog", "Activity"],
      ["/settings", "Settings"],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole("link", { name: tab, exact: true })).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe("the inbox at a desk, 1440 and 1280 px", () => {
  test("every column is in view, Delete included, with long content", async ({
    page,
    signInAs,
  }) => {
    const tag = uniqueTag("wide");
    const name = `Amira Rahman ${tag}`;
    // What the owner's list held (issue 33): a name with no space to break at, a company, a
    // phone number written in full, a message of several paragraphs.
    const unbroken = `=HYPERLINK("http://evil.example","Click")${tag}`;
    await createEnquiry(page.request, {
      name: unbroken,
      company: "@SUM(1+1)",
      phone: "+44 (0)7700 900888",
      projectDetails: "-2+3 budget. Testing.",
    });
    await createEnquiry(page.request, {
      name,
      company: "Sharma Bakes Ltd",
      email: longEmail(tag),
      phone: "+44 7700 900123",
      projectDetails: `Hi there,\n\n${longDetails}\n\nThanks`,
    });
    await createBooking(page.request, { name, email: longEmail(tag), message: longDetails });
    // The owner's own list at 1280 px (1021 px in a 966 px box, Delete cut): a phone written with
    // its trunk prefix, a long domain, a follow-up day with a note.
    const priya = await createEnquiry(page.request, {
      name: `Priya Sharma ${tag}`,
      company: "Sharma Bakeries Ltd",
      email: "priya@sharmabakeries.example",
      phone: "+44 (0)121 496 0000",
      projectDetails: longDetails,
    });
    await signInAs("admin");
    await page.goto(`/dashbord/${priya}`);
    await page
      .getByLabel("Note (never shown to the sender)")
      .fill("Called Priya 29/11, call back.");
    await page.getByLabel("Follow up on").fill(daysFromToday(5));
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    for (const width of [1440, 1280]) {
      // Tall enough for every row: what is checked is that nothing is cut at the right.
      await page.setViewportSize({ width, height: 1600 });
      for (const [path, label] of [
        ["/dashbord", `Delete the submission from ${unbroken}`],
        ["/dashbord", `Delete the submission from ${name}`],
        ["/bookingTable", `Delete the booking from ${name}`],
      ] as const) {
        await page.goto(`${path}?q=${tag}`);
        await expect(page.getByRole("button", { name: label })).toBeInViewport({ ratio: 1 });
        const table = page.getByRole("table");
        const hidden = await table.evaluate((el) => {
          const wrap = el.parentElement as HTMLElement;
          return wrap.scrollWidth - wrap.clientWidth;
        });
        expect(hidden, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        for (const heading of await page.getByRole("columnheader").all())
          await expect(heading).toBeInViewport({ ratio: 1 });
      }
      // A phone number may take two lines beside the side menu, never three.
      await page.goto(`/dashbord?q=${tag}`);
      const phone = page.getByRole("link", { name: "+44 (0)121 496 0000" });
      const lines = await phone.evaluate((link) => link.getClientRects().length || 0);
      const box = await phone.boundingBox();
      const lineHeight = await phone.evaluate((link) =>
        parseFloat(getComputedStyle(link).lineHeight),
      );
      expect(
        Math.round((box?.height ?? 0) / lineHeight),
        `phone lines at ${width} px (${lines} boxes)`,
      ).toBeLessThanOrEqual(2);
    }
  });
});
