import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  createBooking,
  createEnquiry,
  daysFromToday,
  uniqueTag,
  visitorAddress,
} from "./inbox-support.ts";

// The owner working through the inbox (ADRs 0110, 0111), on a phone and at a desk: open a new
// enquiry, reply, archive, delete and restore it, filter by status, find a booking by its date,
// export and erase one person's data. Every screen is checked with axe on the way.

const axe = async (page: Page, label: string) =>
  expect(
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations,
    label,
  ).toEqual([]);

const widths = { phone: { width: 390, height: 844 }, desk: { width: 1440, height: 900 } };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
});

for (const [device, viewport] of Object.entries(widths)) {
  test.describe(`the owner's inbox (${device}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test("opens a new enquiry, replies, archives, deletes and restores it, by status", async ({
      page,
      signInAs,
    }) => {
      // A whole journey: past the default 30 s on a loaded two-core machine.
      test.slow();
      const tag = uniqueTag("flow");
      const name = `Journey ${tag}`;
      await createEnquiry(page.request, { name, projectDetails: `Please quote ${tag}.` });
      await signInAs("admin");

      await page.goto(`/dashbord?status=new&q=${tag}`);
      await expect(page.getByRole("link", { name: /^Enquiries \d+ new$/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "New", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // Nothing on the page is wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await axe(page, "new enquiries");
      await page.getByRole("link", { name, exact: true }).click();

      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(page.getByText(`Please quote ${tag}.`)).toBeVisible();
      await expect(page.getByText("Read", { exact: true })).toBeVisible();
      const reply = page.getByRole("link", { name: "Reply by email" });
      await expect(reply).toHaveAttribute("href", /^mailto:visitor@example\.com\?subject=Re/);
      await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
        "href",
        "tel:01214960000",
      );
      await axe(page, "an enquiry");

      // Marking it replied and archiving it say so, with Undo, as a move to the trash does
      // (issue 33); a reply marked by mistake has a way back too.
      const markReplied = page.getByRole("button", { name: "Mark as replied" });
      await markReplied.click();
      const replied = page.getByRole("status", { name: "Marked as replied", exact: true });
      await expect(replied.getByRole("button", { name: "Undo" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(replied).toBeHidden();
      await expect(page.getByText("Read", { exact: true })).toBeVisible();
      await markReplied.click();
      await replied.getByRole("button", { name: "Dismiss" }).click();
      await expect(page.getByText("Replied", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Mark as not replied" }).click();
      await expect(page.getByRole("status", { name: "Marked as not replied" })).toBeVisible();
      await expect(page.getByText("Read", { exact: true })).toBeVisible();
      await markReplied.click();
      await replied.getByRole("button", { name: "Dismiss" }).click();
      await expect(page.getByText("Replied", { exact: true })).toBeVisible();

      const archive = page.getByRole("button", { name: "Archive", exact: true });
      await archive.click();
      const archived = page.getByRole("status", { name: "Archived", exact: true });
      await expect(
        archived.getByText("It is out of the inbox, listed under Archived."),
      ).toBeVisible();
      await archived.getByRole("button", { name: "Undo" }).click();
      await expect(archived).toBeHidden();
      await expect(archive).toBeVisible();
      await archive.click();
      await archived.getByRole("button", { name: "Dismiss" }).click();
      await expect(page.getByText("Archived", { exact: true })).toBeVisible();

      // Delete moves it to the trash and says so; Undo, reached by keyboard, brings it back.
      const toTrash = async () => {
        await page.getByRole("button", { name: "Delete", exact: true }).click();
        const confirm = page.getByRole("dialog", { name: "Move to trash?" });
        await expect(confirm.getByText("You can restore it for 30 days.")).toBeVisible();
        await confirm.getByRole("button", { name: "Move to trash" }).click();
        await expect(page.getByText(/In the trash since/)).toBeVisible();
      };
      await toTrash();
      const moved = page.getByRole("status", { name: "Moved to trash" });
      await expect(moved.getByText("The enquiry can be restored for 30 days.")).toBeVisible();
      await expect(moved.getByRole("button", { name: "Undo" })).toBeFocused();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await axe(page, "an enquiry in the trash, with Undo");
      await page.keyboard.press("Enter");
      await expect(moved).toBeHidden();
      await expect(page.getByText(/In the trash since/)).toBeHidden();
      // Focus does not fall to the page's body with the toast: it is back on Delete.
      await expect(page.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
      await expect(page.getByText("Archived", { exact: true })).toBeVisible();
      await toTrash();

      await page.goto(`/dashbord?status=trash&q=${tag}`);
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
      await axe(page, "the trash");
      await expect(page.getByRole("button", { name: "Empty trash" })).toBeVisible();
      await page.getByRole("button", { name: `Restore the submission from ${name}` }).click();
      // It was archived before the trash: the toast says it went back there.
      await expect(page.getByRole("status", { name: "Restored to Archived" })).toBeVisible();
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
      await expect(page.getByText("The trash is empty.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Empty trash" })).toHaveCount(0);

      await page.goto(`/dashbord?q=${tag}`);
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
      await page.getByRole("link", { name: "Archived", exact: true }).click();
      await expect(page).toHaveURL(/status=archived/);
      await page.getByRole("link", { name, exact: true }).click();
      // Moved back to the inbox, it is still replied, as it was before Archive.
      await page.getByRole("button", { name: "Move back to the inbox" }).click();
      await expect(page.getByRole("button", { name: "Archive" })).toBeVisible();
      await expect(page.getByText("Replied", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Mark as replied" })).toHaveCount(0);
    });

    // Not about layout: the owner's search by date is proved on the phone.
    if (device === "phone")
      test("finds a booking by its date and sees upcoming ones apart", async ({
        page,
        signInAs,
      }) => {
        const tag = uniqueTag("date");
        const day = daysFromToday(45);
        await createBooking(page.request, {
          name: `Party ${tag}`,
          occasion: `Mehndi ${tag}`,
          date: day,
        });
        await signInAs("admin");

        await page.goto("/bookingTable");
        await page.getByRole("link", { name: "Upcoming", exact: true }).click();
        await expect(page).toHaveURL(/when=upcoming/);
        await page.getByRole("searchbox", { name: "Search bookings" }).fill(day);
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`when=upcoming.*q=${day}|q=${day}.*when=upcoming`));
        const link = page.getByRole("link", { name: `Party ${tag}`, exact: true });
        await expect(link).toBeVisible();
        await axe(page, "upcoming bookings");
        await page.getByRole("link", { name: "Past", exact: true }).click();
        await expect(link).toHaveCount(0);

        await page.goto(`/bookingTable?q=${tag}`);
        await link.click();
        await expect(page.getByRole("heading", { name: `Party ${tag}`, level: 1 })).toBeVisible();
        await expect(page.locator(`time[datetime="${day}"]`)).toBeVisible();
        await expect(page.getByText("Upcoming", { exact: true })).toBeVisible();
        await axe(page, "a booking");
      });

    // Not about layout: export and erasure are proved on the phone.
    if (device === "phone")
      test("exports and erases one person's data", async ({ page, signInAs }) => {
        const tag = uniqueTag("gdpr");
        const email = `${tag}@example.com`;
        await createEnquiry(page.request, { name: `Subject ${tag}`, email });
        await createBooking(page.request, { name: `Subject ${tag}`, email });
        await signInAs("admin");

        await page.goto("/personalData");
        await page.getByLabel("Email address").fill(email.toUpperCase());
        await page.getByRole("button", { name: "Find" }).click();
        await expect(
          page.getByText("1 enquiry and 1 booking, deleted ones included."),
        ).toBeVisible();
        await axe(page, "personal data");

        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: "Export as JSON" }).click(),
        ]);
        const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
        expect(exported.enquiries).toHaveLength(1);
        expect(exported.bookings[0].name).toBe(`Subject ${tag}`);

        await page.getByRole("button", { name: "Erase everything" }).click();
        await page.getByRole("button", { name: "Yes, erase it!" }).click();
        await expect(page.getByText(/Erased 1 enquiry and 1 booking held for/)).toBeVisible();
        await page.goto("/auditLog");
        await expect(page.getByText("Erased", { exact: true }).first()).toBeVisible();
      });
  });
}
