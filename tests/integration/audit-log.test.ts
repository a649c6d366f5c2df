import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("the audit log", () => {
  it("records who added and deleted what, and shows it to admins only", async () => {
    const admin = createClient(server.url);
    await server.signUpAdmin(admin);
    const added = await admin.post("/api/addVideo", {
      url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      title: "Audited video",
    });
    expect(added.status).toBe(201);
    const { insertedId } = (await added.json()) as { insertedId: string };
    expect((await admin.delete(`/api/deleteVideo/${insertedId}`)).status).toBe(200);

    const page = await admin.get("/auditLog");
    expect(page.status).toBe(200);
    const table = (await page.text()).match(/<tbody[\s\S]*<\/tbody>/)?.[0] ?? "";
    expect(table).toContain(server.adminEmail);
    expect(table.match(new RegExp(insertedId, "g"))?.length).toBe(2);
    expect(table).toMatch(/>Deleted<[\s\S]*>Added</);

    const user = createClient(server.url);
    await user.signUp("curious@audit.test");
    expect((await user.get("/auditLog")).status).toBe(403);
  });

  it("records CSV exports: who took which list, and how many rows", async () => {
    // The admin the first test signed up.
    const admin = createClient(server.url);
    await admin.signIn(server.adminEmail);
    const visitor = createClient(server.url);
    for (const name of ["Exported One", "Exported Two"]) {
      const sent = await visitor.post("/api/contact", {
        name,
        email: "exported@audit.test",
        phone: "0121 496 0123",
        projectDetails: "A quote.",
        submittedAt: new Date().toISOString(),
      });
      expect(sent.status).toBe(201);
    }
    expect((await admin.get("/dashbord/contacts.csv?q=Exported")).status).toBe(200);
    expect((await admin.get("/bookingTable/bookings.csv?status=archived&when=past")).status).toBe(
      200,
    );
    expect((await admin.get("/subscribers/subscribers.csv")).status).toBe(200);

    const table = (
      (await (await admin.get("/auditLog")).text()).match(/<tbody[\s\S]*<\/tbody>/)?.[0] ?? ""
    ).replaceAll("<!-- -->", "");
    const rows = table.split("</tr>");
    const row = (what: string) => rows.find((each) => each.includes(what)) ?? "";
    const enquiries = row("Enquiry: CSV of 2 rows (view: Inbox, search: Exported)");
    expect(enquiries).toContain(server.adminEmail);
    expect(enquiries).toContain("Exported");
    // Other files on the shared server may have made bookings and subscribers: their count is theirs.
    const booking = row("(view: Archived, event date: past)");
    expect(booking).toMatch(/Booking: CSV of \d+ rows? \(view: Archived, event date: past\)/);
    expect(booking).toContain(server.adminEmail);
    const subscribers = row("Newsletter subscribers: CSV of");
    expect(subscribers).toMatch(/Newsletter subscribers: CSV of \d+ rows?/);
    expect(subscribers).toContain(server.adminEmail);
  });
});
