import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The inbox REST API (spec section 7) on a real server and database: validation with the shared
// schema, honeypot, per-address rate limit, admin-only lists and deletes, malformed ids.

let server: TestServer;
let admin: TestClient;
let visitorNumber = 0;

/** Each call is a different visitor, through the trusted loopback proxy's X-Forwarded-For. */
function visitor() {
  visitorNumber += 1;
  const client = createClient(server.url);
  const ip = `203.0.113.${visitorNumber}`;
  return {
    post: (path: string, json: unknown) =>
      client.post(path, json, { headers: { "x-forwarded-for": ip } }),
    request: (path: string, init: RequestInit) =>
      client.request(path, {
        ...init,
        headers: { ...(init.headers as object), "x-forwarded-for": ip },
      }),
  };
}

const enquiry = (extra: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  company: "Analytical Engines Ltd",
  email: "ada@example.co.uk",
  phone: "0121 496 0000",
  projectDetails: "A shop for our engines.",
  submittedAt: "2026-03-01T10:00:00.000Z",
  ...extra,
});

function inDays(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const booking = (extra: Record<string, unknown> = {}) => ({
  name: "Rahim Uddin",
  email: "rahim@example.com",
  telephone: "07700 900123",
  date: inDays(30),
  occasion: "Wedding reception",
  message: "Evening event in Small Heath.",
  ...extra,
});

async function contacts(query = "") {
  const response = await admin.get(`/api/contacts${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  server = await startTestServer({ INBOX_RATE_LIMIT: "3" });
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
});
afterAll(async () => {
  await server?.close();
});

describe("POST /api/contact", () => {
  it("stores a valid enquiry, answers 201 with insertedId and records its own receipt time", async () => {
    const before = Date.now();
    const response = await visitor().post("/api/contact", enquiry({ name: "Stored Person" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ success: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const row = (await contacts()).find((item) => item._id === body.insertedId);
    expect(row).toMatchObject({
      name: "Stored Person",
      company: "Analytical Engines Ltd",
      email: "ada@example.co.uk",
      phone: "0121 496 0000",
      projectDetails: "A shop for our engines.",
      submittedAt: "2026-03-01T10:00:00.000Z",
      source: "api",
    });
    expect(Date.parse(String(row?.receivedAt))).toBeGreaterThanOrEqual(before - 1000);
  });

  it("applies the home form's rules and messages", async () => {
    const response = await visitor().post("/api/contact", { company: "" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      projectDetails: "Project details are required",
    });
    const bad = await visitor().post("/api/contact", enquiry({ email: "not-an-email" }));
    expect((await bad.json()).errors).toEqual({ email: "Invalid email address" });
    // The home form's checkbox is shown but not required; its looser pattern takes a@b.c.
    const loose = await visitor().post("/api/contact", enquiry({ email: "a@b.c" }));
    expect(loose.status).toBe(201);
  });

  it("applies the contact page's rules and messages", async () => {
    const response = await visitor().post("/api/contact", { variant: "contact" });
    expect((await response.json()).errors).toEqual({
      name: "Your name is required",
      email: "Email address is required",
      phone: "Phone number is required",
      projectDetails: "Please provide some details about your project",
      notRobot: "Please confirm you are not a robot",
    });
    const strict = await visitor().post(
      "/api/contact",
      enquiry({ variant: "contact", email: "a@b.c", notRobot: true }),
    );
    expect((await strict.json()).errors).toEqual({ email: "Invalid email address format" });
    const ok = await visitor().post(
      "/api/contact",
      enquiry({ variant: "contact", email: "ADA@EXAMPLE.ORG", notRobot: true }),
    );
    expect(ok.status).toBe(201);
    const { insertedId } = await ok.json();
    const row = (await contacts()).find((item) => item._id === insertedId);
    expect(row?.source).toBe("contact");
  });

  it("limits every field's length and checks submittedAt", async () => {
    const long = await visitor().post(
      "/api/contact",
      enquiry({
        name: "x".repeat(101),
        projectDetails: "y".repeat(5001),
        company: "z".repeat(121),
      }),
    );
    expect(long.status).toBe(400);
    expect((await long.json()).errors).toEqual({
      name: "Name must be at most 100 characters",
      company: "Company must be at most 120 characters",
      projectDetails: "Details must be at most 5000 characters",
    });
    const when = await visitor().post("/api/contact", enquiry({ submittedAt: "yesterday" }));
    expect(when.status).toBe(400);
    expect(Object.keys((await when.json()).errors)).toEqual(["submittedAt"]);
  });

  it("answers malformed and non-JSON bodies with 400, never 500", async () => {
    const broken = await visitor().request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).success).toBe(false);
    const array = await visitor().post("/api/contact", [1, 2, 3]);
    expect(array.status).toBe(400);
    const text = await visitor().request("/api/contact", { method: "POST", body: "hello" });
    expect(text.status).toBe(400);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const count = (await contacts()).length;
    const response = await visitor().post(
      "/api/contact",
      enquiry({ name: "Spam Bot", website: "http://spam.example" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/could not be sent/);
    expect(await contacts()).toHaveLength(count);
  });

  it("limits accepted submissions per visitor address with a clear 429", async () => {
    const same = visitor();
    for (let i = 0; i < 3; i += 1) {
      expect((await same.post("/api/contact", enquiry({ name: `Limited ${i}` }))).status).toBe(201);
    }
    // Invalid posts are answered 400 and do not use up the allowance of someone correcting a form.
    expect((await same.post("/api/contact", {})).status).toBe(400);
    const refused = await same.post("/api/contact", enquiry({ name: "Limited 4" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body).toMatchObject({ success: false });
    expect(body.message).toMatch(/^Too many messages have been sent from your connection\./);
    expect((await contacts("?q=Limited")).map((row) => row.name)).not.toContain("Limited 4");
    // Another visitor is unaffected, and bookings have an allowance of their own.
    expect((await visitor().post("/api/contact", enquiry())).status).toBe(201);
    expect((await same.post("/api/bookingEvents", booking())).status).toBe(201);
  });
});

describe("a refused submission", () => {
  it("does not use up the visitor's allowance", async () => {
    const same = visitor();
    // U+0000 cannot be stored: refused up front as bad input (it used to fail as a 500 after
    // taking a slot of the limit).
    for (let i = 0; i < 3; i += 1) {
      expect((await same.post("/api/contact", enquiry({ name: `Nul\u0000${i}` }))).status).toBe(
        400,
      );
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await same.post("/api/contact", enquiry({ name: `Kept ${i}` }))).status).toBe(201);
    }
    expect((await same.post("/api/contact", enquiry({ name: "Kept 3" }))).status).toBe(429);
  });
});

describe("the admin lists", () => {
  it("lists enquiries newest first and searches them", async () => {
    const first = visitor();
    await first.post("/api/contact", enquiry({ name: "Order Early", projectDetails: "zebra 50%" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await visitor().post("/api/contact", enquiry({ name: "Order Late", projectDetails: "zebra" }));
    const rows = await contacts("?q=zebra");
    expect(rows.map((row) => row.name)).toEqual(["Order Late", "Order Early"]);
    expect((await contacts("?q=order%20early")).map((row) => row.name)).toEqual(["Order Early"]);
    // % is a literal character in a search, not a wildcard.
    expect((await contacts("?q=50%25")).map((row) => row.name)).toEqual(["Order Early"]);
  });

  it("refuses visitors (401) and signed-in non-admins (403)", async () => {
    const stranger = createClient(server.url);
    const user = createClient(server.url);
    await user.signUp("plain-user@integration.test");
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["GET", "/api/contacts"],
      ["DELETE", `/api/contact/${id}`],
      ["GET", "/api/allbookingEvents"],
      ["DELETE", `/api/bookingEvents/${id}`],
      ["GET", "/api/contacts?isAdmin=true"],
    ] as const) {
      expect((await stranger.request(path, { method })).status, `${method} ${path}`).toBe(401);
      expect((await user.request(path, { method })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("deletes an enquiry once; malformed ids are 400 and unknown ones 404", async () => {
    const created = await visitor().post("/api/contact", enquiry({ name: "Delete Me" }));
    const { insertedId } = await created.json();
    expect((await admin.delete("/api/contact/not-a-uuid")).status).toBe(400);
    expect((await admin.delete("/api/contact/1;drop table enquiry")).status).toBe(400);
    const unknown = await admin.delete("/api/contact/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const deleted = await admin.delete(`/api/contact/${insertedId}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, deletedCount: 1 });
    expect((await contacts()).some((row) => row._id === insertedId)).toBe(false);
    expect((await admin.delete(`/api/contact/${insertedId}`)).status).toBe(404);
  });
});

describe("bookings", () => {
  it("stores a booking and lists it newest first for the admin", async () => {
    const response = await visitor().post("/api/bookingEvents", booking({ name: "Booker One" }));
    expect(response.status).toBe(201);
    const { insertedId } = await response.json();
    await visitor().post("/api/bookingEvents", booking({ name: "Booker Two" }));
    const list = await admin.get("/api/allbookingEvents?q=booker");
    const rows = (await list.json()) as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.name)).toEqual(["Booker Two", "Booker One"]);
    expect(rows[1]).toMatchObject({
      _id: insertedId,
      email: "rahim@example.com",
      telephone: "07700 900123",
      date: inDays(30),
      occasion: "Wedding reception",
      message: "Evening event in Small Heath.",
    });
  });

  it("validates bookings: required fields, a real date, today or later", async () => {
    const empty = await visitor().post("/api/bookingEvents", {});
    expect((await empty.json()).errors).toEqual({
      name: "Your name is required",
      email: "Email address is required",
      telephone: "Telephone number is required",
      date: "Please choose the date of the occasion",
      occasion: "Please tell us the occasion",
    });
    const past = await visitor().post("/api/bookingEvents", booking({ date: inDays(-3) }));
    expect((await past.json()).errors).toEqual({ date: "The date must be today or later" });
    const unreal = await visitor().post("/api/bookingEvents", booking({ date: "2031-02-30" }));
    expect((await unreal.json()).errors).toEqual({
      date: "Please choose the date of the occasion",
    });
    const trap = await visitor().post("/api/bookingEvents", booking({ website: "x" }));
    expect(trap.status).toBe(400);
  });

  it("deletes a booking; malformed ids are 400 and unknown ones 404", async () => {
    const { insertedId } = await (await visitor().post("/api/bookingEvents", booking())).json();
    expect((await admin.delete("/api/bookingEvents/123")).status).toBe(400);
    expect(
      (await admin.delete("/api/bookingEvents/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    expect((await admin.delete(`/api/bookingEvents/${insertedId}`)).status).toBe(200);
    expect((await admin.delete(`/api/bookingEvents/${insertedId}`)).status).toBe(404);
  });
});

describe("forms posted without JavaScript", () => {
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const post = (path: string, values: Record<string, string>, ip: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: form(values),
    });

  it("stores a valid enquiry and redirects to the thank-you page", async () => {
    const response = await post(
      "/enquiry",
      {
        variant: "contact",
        name: "No Script",
        email: "noscript@example.com",
        phone: "0121 000",
        projectDetails: "Works without JS",
        notRobot: "on",
        website: "",
      },
      "198.51.100.1",
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/enquiry?sent=1&variant=contact");
    const row = (await contacts("?q=No%20Script"))[0];
    expect(row).toMatchObject({ source: "contact", email: "noscript@example.com" });
    expect(Number.isNaN(Date.parse(String(row?.submittedAt)))).toBe(false);
  });

  it("answers an invalid post with the form, its values and the messages", async () => {
    const response = await post(
      "/enquiry",
      { variant: "contact", name: "Kept Name", email: "bad" },
      "198.51.100.2",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Invalid email address format");
    expect(html).toContain("Please confirm you are not a robot");
    expect(html).toContain('value="Kept Name"');
  });

  it("answers a post that is not a form with the messages, never a 500", async () => {
    const response = await fetch(`${server.url}/enquiry`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.4" },
      body: JSON.stringify({ name: "Json" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Name is required");
  });

  it("handles the booking form the same way", async () => {
    const ok = await post(
      "/book",
      {
        name: "Form Booker",
        email: "form@example.com",
        telephone: "07700",
        date: inDays(5),
        occasion: "Eid fair",
      },
      "198.51.100.3",
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/book?sent=1");
    const bad = await post("/book", { name: "Form Booker" }, "198.51.100.3");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Telephone number is required");
  });
});

describe("CSV export", () => {
  it("downloads what the admin sees, spreadsheet-safe, for admins only", async () => {
    await visitor().post(
      "/api/contact",
      enquiry({ name: '=HYPERLINK("http://evil")', projectDetails: 'Line one\nLine "two"' }),
    );
    const response = await admin.get("/dashbord/contacts.csv?q=HYPERLINK");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split("\r\n");
    expect(header).toBe(
      '"Name","Company","Email","Phone","Details","Submitted At (UK time)","Received At (UK time)","Form","Status","Follow Up","Note"',
    );
    expect(row).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(text).toContain('"Line one\nLine ""two"""');

    const bookingsCsv = await admin.get("/bookingTable/bookings.csv");
    expect(bookingsCsv.status).toBe(200);
    expect((await bookingsCsv.text()).split("\r\n")[0]).toContain('"Occasion"');

    const stranger = await createClient(server.url).get("/dashbord/contacts.csv");
    expect(stranger.status).toBe(302);
    const user = createClient(server.url);
    await user.signUp("csv-user@integration.test");
    expect((await user.get("/bookingTable/bookings.csv")).status).toBe(403);
  });
});
