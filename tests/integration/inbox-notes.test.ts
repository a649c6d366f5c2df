import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// Working the inbox (issue 33, owner item 4): a private note and a follow-up day per record,
// posted as the record page's form sends them before its script has loaded; the list puts
// follow-ups first, soonest first; the CSV has times in UK local time and a Status column.

let server: TestServer;
let admin: TestClient;

const postForm = (
  client: TestClient,
  path: string,
  values: Record<string, string> | [string, string][],
) =>
  client.request(path, {
    method: "POST",
    body: new URLSearchParams(values),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

async function enquiry(name: string, submittedAt = new Date().toISOString()) {
  const response = await createClient(server.url).post("/api/contact", {
    name,
    email: "notes@example.com",
    phone: "0121 555 0101",
    projectDetails: "A quote, please.",
    submittedAt,
  });
  return ((await response.json()) as { insertedId: string }).insertedId;
}

beforeAll(async () => {
  server = await startTestServer(UNLIMITED);
  admin = await server.signUpAdmin();
});
afterAll(async () => {
  await server?.close();
});

describe("notes and follow-ups", () => {
  it("keeps a private note and a follow-up day, which sorts the list", async () => {
    const later = await enquiry("Notes Later");
    const soon = await enquiry("Notes Soon");
    await enquiry("Notes Newest");

    const saved = await postForm(admin, `/dashbord/${later}`, {
      intent: "note",
      id: later,
      note: "Call back after the board meets.",
      followUp: "2030-02-01",
    });
    expect(saved.status).toBe(200);
    await postForm(admin, `/dashbord/${soon}`, {
      intent: "note",
      id: soon,
      note: "",
      followUp: "2030-01-15",
    });
    const page = await (await admin.get(`/dashbord/${later}`)).text();
    expect(page).toContain("Call back after the board meets.");
    expect(page).toContain('value="2030-02-01"');

    const list = await (await admin.get("/dashbord?q=Notes")).text();
    const order = ["Notes Soon", "Notes Later", "Notes Newest"].map((name) => list.indexOf(name));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // The note stays private: not in the REST shape.
    const api = (await (await admin.get("/api/contacts")).json()) as Record<string, unknown>[];
    expect(JSON.stringify(api)).not.toContain("Call back after the board meets.");
  });

  it("refuses a wrong follow-up day and anyone but the owner", async () => {
    const id = await enquiry("Notes Refused");
    const wrong = await postForm(admin, `/dashbord/${id}`, {
      intent: "note",
      id,
      note: "x",
      followUp: "next week",
    });
    expect(wrong.status).toBe(400);
    const user = createClient(server.url);
    await user.signUp("nosy@notes.test");
    const refused = await postForm(user, `/dashbord/${id}`, { intent: "note", id, note: "hi" });
    expect(refused.status).toBe(403);
  });

  it("archives several, moves several to the trash and undoes that, in one post each", async () => {
    const [a, b, c] = [await enquiry("Bulk A"), await enquiry("Bulk B"), await enquiry("Bulk C")];
    const archived = await postForm(admin, "/dashbord", [
      ["intent", "bulk-archive"],
      ["ids", a],
      ["ids", b],
    ]);
    expect(archived.status).toBe(200);
    expect((await archived.text()).replaceAll("<!-- -->", "")).toContain("Archived 2.");
    let list = await (await admin.get("/dashbord?status=archived&q=Bulk")).text();
    expect(list).toContain("Bulk A");
    expect(list).toContain("Bulk B");
    expect(list).not.toContain("Bulk C");

    const trashed = await postForm(admin, "/dashbord", [
      ["intent", "bulk-trash"],
      ["ids", a],
      ["ids", c],
    ]);
    const page = (await trashed.text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Moved 2 to the trash. You can restore them for 30 days.");
    expect(page).toContain('value="bulk-restore"');
    list = await (await admin.get("/dashbord?status=trash&q=Bulk")).text();
    expect(list).toContain("Bulk A");
    expect(list).toContain("Bulk C");

    const undone = await postForm(admin, "/dashbord", [
      ["intent", "bulk-restore"],
      ["ids", a],
      ["ids", c],
    ]);
    expect((await undone.text()).replaceAll("<!-- -->", "")).toContain("Restored 2.");
    list = await (await admin.get("/dashbord?status=trash&q=Bulk")).text();
    expect(list).not.toContain("Bulk A");

    const none = await postForm(admin, "/dashbord", [["intent", "bulk-archive"]]);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Select at least one first.");
  });

  it("exports UK local time and a status column", async () => {
    // 12:30 UTC in July is 13:30 in London (summer time).
    await enquiry("Notes Summer", "2026-07-01T12:30:00.000Z");
    const csv = await (await admin.get("/dashbord/contacts.csv?q=Notes%20Summer")).text();
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header).toContain('"Submitted At (UK time)","Received At (UK time)","Form","Status"');
    expect(row).toContain('"2026-07-01 13:30"');
    expect(row).toContain('"New"');
  });
});
