import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// Working the inbox (issue 33, owner item 4): a private note and a follow-up day per record,
// posted as the record page's form sends them before its script has loaded; each list row shows
// them, and "Follow-up first" (?order=follow-up, a link) puts them first, the earliest (so the
// overdue) at the top, the rest newest first as before; the CSV has times in UK local time and a
// Status column.

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
  it("keeps a private note and a follow-up day, shown in the list and ordering it on request", async () => {
    const later = await enquiry("Notes Later");
    const overdue = await enquiry("Notes Overdue");
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
    await postForm(admin, `/dashbord/${overdue}`, {
      intent: "note",
      id: overdue,
      note: "Send the revised quote.\nThen chase   the deposit.",
      followUp: "2020-03-02",
    });
    const page = await (await admin.get(`/dashbord/${later}`)).text();
    expect(page).toContain("Call back after the board meets.");
    expect(page).toContain('value="2030-02-01"');

    const positions = (html: string, names: string[]) => names.map((name) => html.indexOf(name));
    const isSorted = (at: number[]) =>
      at.every((i) => i > 0) && at.every((i, n) => n === 0 || at[n - 1]! < i);

    // By default the spec's order, newest first; the row shows its follow-up day and note.
    const newest = (await (await admin.get("/dashbord?q=Notes")).text()).replaceAll("<!-- -->", "");
    expect(
      isSorted(positions(newest, ["Notes Newest", "Notes Soon", "Notes Overdue", "Notes Later"])),
    ).toBe(true);
    expect(newest).toContain("Call back after the board meets.");
    // A note's lines stay lines in the list (spaces within a line are tidied).
    expect(newest).toContain("Send the revised quote.\nThen chase the deposit.");
    expect(newest).toMatch(/Overdue<\/span>.{0,80}Follow up <time dateTime="2020-03-02"/);
    expect(newest).toContain('<time dateTime="2030-01-15"');

    // Follow-up first: earliest (overdue) at the top, the rest newest first; the link says so.
    const chasing = await (await admin.get("/dashbord?q=Notes&order=follow-up")).text();
    expect(
      isSorted(positions(chasing, ["Notes Overdue", "Notes Soon", "Notes Later", "Notes Newest"])),
    ).toBe(true);
    expect(chasing).toMatch(
      /aria-current="page"[^>]*href="\/dashbord\?q=Notes&amp;order=follow-up"/,
    );
    const csv = await (await admin.get("/dashbord/contacts.csv?q=Notes&order=follow-up")).text();
    expect(isSorted(positions(csv, ["Notes Overdue", "Notes Soon", "Notes Later"]))).toBe(true);

    // A record opened from that list steps through it in the same order, as Previous and Next:
    // Soon sits between Overdue and Later there, though newest first it sits between Newest and
    // Overdue.
    expect(chasing).toContain(`href="/dashbord/${soon}?order=follow-up"`);
    const record = await (await admin.get(`/dashbord/${soon}?order=follow-up`)).text();
    expect(record).toMatch(
      new RegExp(`href="/dashbord/${overdue}\\?order=follow-up"[^>]*>← Previous`),
    );
    expect(record).toMatch(new RegExp(`href="/dashbord/${later}\\?order=follow-up"[^>]*>Next →`));

    // The note stays private: not in the REST shape, which stays newest first.
    const api = (await (await admin.get("/api/contacts?q=Notes")).json()) as { name: string }[];
    expect(JSON.stringify(api)).not.toContain("Call back after the board meets.");
    expect(api.map((row) => row.name).slice(0, 2)).toEqual(["Notes Newest", "Notes Soon"]);
  });

  it("orders bookings by follow-up too, and shows it in their rows", async () => {
    const booked = async (name: string) => {
      const response = await createClient(server.url).post("/api/bookingEvents", {
        name,
        email: "book@example.com",
        telephone: "0121 555 0102",
        date: "2099-06-01",
        occasion: "Mela",
        message: "",
      });
      return ((await response.json()) as { insertedId: string }).insertedId;
    };
    const chase = await booked("Chase Booking");
    await booked("Chase Newer");
    await postForm(admin, `/bookingTable/${chase}`, {
      intent: "note",
      id: chase,
      note: "Ask about the stage size.",
      followUp: "2030-05-05",
    });
    const list = await (await admin.get("/bookingTable?q=Chase&order=follow-up")).text();
    expect(list.indexOf("Chase Booking")).toBeLessThan(list.indexOf("Chase Newer"));
    expect(list).toContain("Ask about the stage size.");
    expect(list).toContain('<time dateTime="2030-05-05"');
    const plain = await (await admin.get("/bookingTable?q=Chase")).text();
    expect(plain.indexOf("Chase Newer")).toBeLessThan(plain.indexOf("Chase Booking"));
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
    const archivedPage = (await archived.text()).replaceAll("<!-- -->", "");
    expect(archivedPage).toContain("Archived 2.");
    // Its Undo, as a move to the trash has (issue 33).
    expect(archivedPage).toContain('value="bulk-unarchive"');
    let list = await (await admin.get("/dashbord?status=archived&q=Bulk")).text();
    expect(list).toContain("Bulk A");
    expect(list).toContain("Bulk B");
    expect(list).not.toContain("Bulk C");
    const unarchived = await postForm(admin, "/dashbord", [
      ["intent", "bulk-unarchive"],
      ["ids", a],
      ["ids", b],
    ]);
    expect((await unarchived.text()).replaceAll("<!-- -->", "")).toContain(
      "Moved 2 back to the inbox.",
    );
    expect(await (await admin.get("/dashbord?status=archived&q=Bulk")).text()).not.toContain(
      "Bulk A",
    );
    // One already archived is not archived again, so the Undo leaves it where it was.
    await postForm(admin, "/dashbord", [
      ["intent", "bulk-archive"],
      ["ids", a],
    ]);
    const again = await postForm(admin, "/dashbord", [
      ["intent", "bulk-archive"],
      ["ids", a],
      ["ids", b],
    ]);
    expect((await again.text()).replaceAll("<!-- -->", "")).toContain("Archived 1.");

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
