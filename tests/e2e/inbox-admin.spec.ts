import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import {
  createBooking,
  createEnquiry,
  daysFromToday,
  uniqueTag,
  visitorAddress,
} from "./inbox-support.ts";

// The admin inbox: Contact Form Submissions (/dashbord) and Booking Details (/bookingTable).
// Each test creates its own rows under a unique tag and works on the search results for it.

// Each test is its own client address, so the sign-in throttle (keyed by address) of the one
// shared server never sees a burst from this file.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
});

test.describe("access", () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test("visitors are sent to log in; signed-in non-admins are refused", async ({
    page,
    signInAs,
  }) => {
    for (const path of ["/dashbord", "/bookingTable"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}`));
    }
    await signInAs("user");
    for (const path of ["/dashbord?isAdmin=true", "/bookingTable?isAdmin=true"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "403 - Access denied" })).toBeVisible();
    }
  });
});

test.describe("Contact Form Submissions", () => {
  test("lists, searches, expands, replies and exports", async ({ page, signInAs }) => {
    const tag = uniqueTag("cfs");
    await createEnquiry(page.request, { name: `Older ${tag}`, company: "Acme Ltd" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const long = `${"We need a shop with many products. ".repeat(10)}The end.`;
    await createEnquiry(page.request, {
      name: `Newer ${tag}`,
      email: "newer@example.com",
      projectDetails: long,
    });
    await signInAs("admin");
    await page.goto("/dashbord");
    await expect(page.getByRole("heading", { name: "Contact Form Submissions" })).toBeVisible();
    for (const heading of [
      "Name",
      "Company",
      "Email",
      "Phone",
      "Details",
      "Submitted At",
      "Delete",
    ]) {
      await expect(page.getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
    }
    await page.getByRole("searchbox", { name: "Search submissions" }).fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}`));
    const rows = page.getByRole("row").filter({ hasText: tag });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Newer ${tag}`);
    await expect(rows.nth(1)).toContainText(`Older ${tag}`);
    await expect(rows.nth(1)).toContainText("Acme Ltd");

    const reply = rows.nth(0).getByRole("link", { name: "newer@example.com" });
    await expect(reply).toHaveAttribute(
      "href",
      "mailto:newer@example.com?subject=Re%3A%20Your%20project%20enquiry",
    );
    await rows.nth(0).getByRole("button", { name: "Show more" }).click();
    await expect(rows.nth(0).getByRole("button", { name: "Show less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(rows.nth(0).getByText("The end.")).toBeVisible();

    await page.locator("summary", { hasText: "Export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Name","Company","Email","Phone","Details","Submitted At (UK time)","Received At (UK time)","Form","Status","Follow Up","Note"',
    );
    expect(lines[1]).toContain(`"Newer ${tag}"`);
    expect(lines[2]).toContain(`"Older ${tag}","Acme Ltd"`);
    expect(lines).toHaveLength(4); // header, two rows, and the final CRLF

    await page.getByRole("searchbox", { name: "Search submissions" }).fill(`${tag}-none`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No contact form submissions found.")).toBeVisible();
  });

  test("deletes only after confirmation and the server's answer", async ({ page, signInAs }) => {
    // Trash, Undo, trash again, then Delete for good: past 30 s on a loaded two-core machine.
    test.slow();
    const tag = uniqueTag("del");
    await createEnquiry(page.request, { name: `Keep ${tag}` });
    await createEnquiry(page.request, { name: `Remove ${tag}` });
    await signInAs("admin");
    await page.goto(`/dashbord?q=${tag}`);
    const row = page.getByRole("row").filter({ hasText: `Remove ${tag}` });

    await row.getByRole("button", { name: `Delete the submission from Remove ${tag}` }).click();
    const confirm = page.getByRole("dialog", { name: "Move to trash?" });
    await expect(confirm.getByText("You can restore it for 30 days.")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: /Delete the submission/ }).click();
    await confirm.getByRole("button", { name: "Move to trash" }).click();
    const moved = page.getByRole("status", { name: "Moved to trash" });
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: `Keep ${tag}` })).toBeVisible();
    // Undo brings the row back, from the server.
    await moved.getByRole("button", { name: "Undo" }).click();
    await expect(moved).toBeHidden();
    await expect(row).toBeVisible();
    // Focus goes to the restored row (its name), not to the page's body with the toast.
    await expect(row.getByRole("link", { name: `Remove ${tag}`, exact: true })).toBeFocused();
    await row.getByRole("button", { name: /Delete the submission/ }).click();
    await confirm.getByRole("button", { name: "Move to trash" }).click();
    await expect(row).toHaveCount(0);

    // Deleting for good, from the trash, is where the spec's warning is true.
    await page.goto(`/dashbord?status=trash&q=${tag}`);
    // Its column holds both choices, and says so.
    await expect(
      page.getByRole("columnheader", { name: "Restore or delete", exact: true }),
    ).toBeVisible();
    await page
      .getByRole("button", { name: `Delete for good the submission from Remove ${tag}` })
      .click();
    const forGood = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(forGood.getByText("This contact will be permanently deleted!")).toBeVisible();
    await forGood.getByRole("button", { name: "Yes, delete it!" }).click();
    const done = page.getByRole("status", { name: "Deleted!" });
    await expect(done.getByText("The contact has been deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
    // It closes itself after 2 seconds.
    await expect(done).toBeHidden({ timeout: 4000 });
    await page.reload();
    await expect(page.getByText("The trash is empty.")).toBeVisible();
  });

  test.describe("when the server refuses", () => {
    test.use({ allowConsoleErrors: [/status of 40[49]/] });

    test("a failed delete says so, and the list shows what the server holds", async ({
      page,
      signInAs,
    }) => {
      const tag = uniqueTag("fail");
      const id = await createEnquiry(page.request, { name: `Gone ${tag}` });
      await signInAs("admin");
      await page.goto(`/dashbord?q=${tag}`);
      // Deleted meanwhile by another admin (through the REST API): this delete finds nothing.
      expect((await page.request.delete(`/api/contact/${id}`)).status()).toBe(200);
      await page.getByRole("button", { name: `Delete the submission from Gone ${tag}` }).click();
      await page.getByRole("button", { name: "Move to trash" }).click();
      const failed = page.getByRole("dialog", { name: "Error!" });
      await expect(failed.getByText("Failed to delete contact.")).toBeVisible();
      await failed.getByRole("button", { name: "OK" }).click();
      await expect(page.getByRole("row").filter({ hasText: `Gone ${tag}` })).toHaveCount(0);
    });
  });
});

test.describe("Booking Details", () => {
  test("lists newest first, searches, exports and deletes with confirmation", async ({
    page,
    signInAs,
  }) => {
    const tag = uniqueTag("bk");
    await createBooking(page.request, { name: `First ${tag}`, date: daysFromToday(40) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await createBooking(page.request, { name: `Second ${tag}`, occasion: "Eid mela" });
    await signInAs("admin");
    await page.goto(`/bookingTable?q=${tag}`);
    await expect(page.getByRole("heading", { name: "Booking Details" })).toBeVisible();
    for (const heading of [
      "Index",
      "Name",
      "Email",
      "Telephone",
      "Date",
      "Occasion",
      "Message",
      "Delete",
    ]) {
      await expect(page.getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
    }
    const rows = page.getByRole("row").filter({ hasText: tag });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`1Second ${tag}`);
    await expect(rows.nth(0)).toContainText("Eid mela");
    await expect(rows.nth(1)).toContainText(`2First ${tag}`);

    await page.locator("summary", { hasText: "Export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.slice(1).split("\r\n")[1]).toContain(`"1","Second ${tag}"`);

    const second = rows.filter({ hasText: `Second ${tag}` });
    await second.getByRole("button", { name: /Delete the booking/ }).click();
    const confirm = page.getByRole("dialog", { name: "Move to trash?" });
    await expect(confirm.getByText("You can restore it for 30 days.")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(second).toBeVisible();
    await second.getByRole("button", { name: /Delete the booking/ }).click();
    await confirm.getByRole("button", { name: "Move to trash" }).click();
    await expect(
      page
        .getByRole("status", { name: "Moved to trash" })
        .getByText("The booking can be restored for 30 days."),
    ).toBeVisible();
    await expect(second).toHaveCount(0);
    await expect(rows).toHaveCount(1);

    await page.goto(`/bookingTable?q=${tag}-none`);
    await expect(page.getByText("No bookings found.")).toBeVisible();
  });

  test.describe("when the server refuses", () => {
    test.use({ allowConsoleErrors: [/status of 40[49]/] });

    test("a failed delete shows the spec's message", async ({ page, signInAs }) => {
      const tag = uniqueTag("bkf");
      const id = await createBooking(page.request, { name: `Gone ${tag}` });
      await signInAs("admin");
      await page.goto(`/bookingTable?q=${tag}`);
      // Deleted meanwhile by another admin (through the REST API): this delete finds nothing.
      expect((await page.request.delete(`/api/bookingEvents/${id}`)).status()).toBe(200);
      await page.getByRole("button", { name: `Delete the booking from Gone ${tag}` }).click();
      await page.getByRole("button", { name: "Move to trash" }).click();
      await expect(
        page.getByText("There was an error deleting the booking. Please try again later."),
      ).toBeVisible();
    });
  });
});

test("the Select heading ticks and clears every row for a bulk action", async ({
  page,
  signInAs,
}) => {
  // Owner review: ticking rows one by one to archive a page of them.
  const tag = uniqueTag("all");
  for (const n of [1, 2, 3]) await createEnquiry(page.request, { name: `All ${n} ${tag}` });
  await signInAs("admin");
  await page.goto(`/dashbord?q=${tag}`);
  const all = page.getByRole("checkbox", { name: "Select all" });
  const rows = page.locator("tbody").getByRole("checkbox");
  const bulk = page.getByRole("form", { name: "Selected submissions" });
  await expect(rows).toHaveCount(3);
  await all.check();
  for (const row of await rows.all()) await expect(row).toBeChecked();
  await expect(bulk).toBeVisible();
  // One cleared by hand: the heading's box is half-ticked.
  await rows.first().uncheck();
  await expect(all).not.toBeChecked();
  expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await all.check();
  await all.uncheck();
  for (const row of await rows.all()) await expect(row).not.toBeChecked();
  await expect(bulk).toBeHidden();
  // Done with every row ticked: the list is empty, and so is the heading's box.
  await all.check();
  await bulk.getByRole("button", { name: "Archive selected" }).click();
  await expect(page.getByRole("status", { name: "Archived 3" })).toBeVisible();
});
