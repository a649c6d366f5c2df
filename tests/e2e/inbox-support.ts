import type { APIRequestContext, Page } from "@playwright/test";

// Helpers for the enquiry and booking journeys. Every test posts as its own visitor address
// (X-Forwarded-For, trusted from the loopback proxy) so the per-address rate limit of the public
// forms never couples tests that share the one e2e server.

export function visitorAddress() {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${part()}`;
}

export async function actAsNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
}

/** A marker unique to one test, to find (and search for) the rows it created. */
/** Opens a page and waits until its form's script has taken over (the form is hydrated). */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await page.locator("form[data-hydrated]").first().waitFor();
}

export function uniqueTag(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export async function createEnquiry(request: APIRequestContext, values: Record<string, string>) {
  const response = await request.post("/api/contact", {
    headers: { "x-forwarded-for": visitorAddress() },
    data: {
      company: "",
      email: "visitor@example.com",
      phone: "0121 496 0000",
      projectDetails: "A new website.",
      submittedAt: new Date().toISOString(),
      ...values,
    },
  });
  if (response.status() !== 201) throw new Error(`enquiry not created: ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

export function daysFromToday(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

export async function createBooking(request: APIRequestContext, values: Record<string, string>) {
  const response = await request.post("/api/bookingEvents", {
    headers: { "x-forwarded-for": visitorAddress() },
    data: {
      email: "booker@example.com",
      telephone: "07700 900123",
      date: daysFromToday(20),
      occasion: "Wedding reception",
      message: "",
      ...values,
    },
  });
  if (response.status() !== 201) throw new Error(`booking not created: ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}
