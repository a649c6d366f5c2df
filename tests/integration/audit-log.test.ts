import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
    expect(table).toContain(ADMIN_EMAIL);
    expect(table.match(new RegExp(insertedId, "g"))?.length).toBe(2);
    expect(table).toMatch(/>Deleted<[\s\S]*>Added</);

    const user = createClient(server.url);
    await user.signUp("curious@audit.test");
    expect((await user.get("/auditLog")).status).toBe(403);
  });

  it("records CSV exports: who took which list, and how many rows", async () => {
    // The admin the first test signed up.
    const admin = createClient(server.url);
    await admin.signIn(ADMIN_EMAIL);
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
    expect(enquiries).toContain(ADMIN_EMAIL);
    expect(enquiries).toContain("Exported");
    expect(row("Booking: CSV of 0 rows (view: Archived, event date: past)")).toContain(ADMIN_EMAIL);
    expect(row("Newsletter subscribers: CSV of 0 rows")).toContain(ADMIN_EMAIL);
  });
});
