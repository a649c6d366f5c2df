import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// Owner review of the Activity page (/auditLog): enquiry and booking rows showed only an id, and
// the inbox's own changes (Mark as replied and back, Archive and back, in bulk too, a saved note)
// were not there though the page says "Who added, edited, …": they are edits of the record, named
// by what changed, and a row names its sender, linked while the record is held.

let server: TestServer;
let admin: TestClient;

const postForm = (path: string, values: Record<string, string> | [string, string][]) =>
  admin.request(path, {
    method: "POST",
    body: new URLSearchParams(values),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

async function enquiry(name: string) {
  const response = await createClient(server.url).post("/api/contact", {
    name,
    email: "audit@example.com",
    phone: "0121 555 0101",
    projectDetails: "A quote, please.",
    submittedAt: new Date().toISOString(),
  });
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** The log's rows, newest first, as text with their links. */
async function logRows() {
  const html = (await (await admin.get("/auditLog")).text()).replaceAll("<!-- -->", "");
  const body = html.match(/<tbody[\s\S]*<\/tbody>/)?.[0] ?? "";
  return body.split("</tr>").slice(0, -1);
}

beforeAll(async () => {
  server = await startTestServer(UNLIMITED);
  admin = await server.signUpAdmin();
});
afterAll(async () => {
  await server?.close();
});

describe("the inbox in the audit log", () => {
  it("records status changes and notes as edits, naming the sender with a link", async () => {
    const id = await enquiry("Audit Person");
    const other = await enquiry("Audit Other");
    for (const intent of ["replied", "read", "archived", "inbox"]) {
      expect((await postForm(`/dashbord/${id}`, { intent, id })).status).toBe(200);
    }
    const note = { intent: "note", id, note: "Private words.", followUp: "2030-01-02" };
    expect((await postForm(`/dashbord/${id}`, note)).status).toBe(200);
    expect(
      (
        await postForm("/dashbord", [
          ["intent", "bulk-archive"],
          ["ids", other],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await postForm("/dashbord", [
          ["intent", "bulk-unarchive"],
          ["ids", other],
        ])
      ).status,
    ).toBe(200);

    const rows = await logRows();
    const changes = (of: string) =>
      rows
        .filter((row) => row.includes(`/dashbord/${of}"`))
        .map((row) => row.match(/Edited<span[^>]*>([^<]*)<\/span>/)?.[1]);
    // Newest first.
    expect(changes(id)).toEqual([
      "Note saved",
      "Moved back to the inbox",
      "Archived",
      "Marked as not replied",
      "Marked as replied",
    ]);
    expect(changes(other)).toEqual(["Moved back to the inbox", "Archived"]);
    const named = rows.find((row) => row.includes(`/dashbord/${id}"`)) ?? "";
    expect(named).toMatch(/Enquiry: <a[^>]*href="\/dashbord\/[^"]+"[^>]*>Audit Person<\/a>/);
    // The note's text stays private.
    expect(rows.join("")).not.toContain("Private words.");
  });

  it("names a deleted record's action with a capital, and no name once it is gone for good", async () => {
    const id = await enquiry("Audit Gone");
    await admin.delete(`/api/contact/${id}`);
    expect((await postForm(`/dashbord/${id}`, { intent: "restore", id })).status).toBe(200);
    let rows = await logRows();
    const restored = rows.find((row) => row.includes(`/dashbord/${id}"`)) ?? "";
    expect(restored).toContain(">Restored<");
    expect(restored).toContain("Audit Gone");

    await admin.delete(`/api/contact/${id}`);
    expect((await postForm("/dashbord?status=trash", { intent: "purge", id })).status).toBe(200);
    rows = await logRows();
    const gone = rows.filter((row) => row.includes(id));
    expect(gone.length).toBeGreaterThanOrEqual(3);
    for (const row of gone) {
      expect(row).toContain("Enquiry (no longer held)");
      expect(row).not.toContain("Audit Gone");
    }
    expect(gone[0]).toContain(">Deleted for good<");
    expect(gone[1]).toContain(">Deleted<");
  });
});
