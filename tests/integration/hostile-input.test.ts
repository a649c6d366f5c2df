import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Random and hostile payloads thrown at every public form action and REST endpoint: the server
// must always answer with a clear 4xx or a success, never a 5xx, and stored text must come back
// escaped. Limits are raised so the rate limiters don't end the run early.

let server: TestServer;
let user: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({
    INBOX_RATE_LIMIT: "100000",
    LOGIN_MAX_FAILURES_PER_EMAIL: "100000",
    LOGIN_MAX_FAILURES_PER_IP: "100000",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  });
  user = createClient(server.url);
  await user.signUp("fuzz-user@hostile.test");
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
});
afterAll(async () => {
  await server?.close();
});

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "\"'><img src=x onerror=alert(1)>",
    "'; drop table enquiry; --",
    "1 OR 1=1",
    '=HYPERLINK("http://evil.example")',
    "\u0000\u202e\ufeff",
    "👩🏽‍💻".repeat(50),
    "বাংলা সংবাদ",
    "x".repeat(20_000),
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);
const fieldNames = [
  "name",
  "company",
  "email",
  "phone",
  "projectDetails",
  "submittedAt",
  "telephone",
  "date",
  "occasion",
  "message",
  "password",
  "photoURL",
  "robot",
  "isAdmin",
  "role",
  "__proto__",
  "constructor",
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue),
  hostileValue,
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": "true", "role": "admin"}}')),
);

const jsonTargets: { path: string; client: () => TestClient }[] = [
  { path: "/api/contact", client: () => createClient(server.url) },
  { path: "/api/bookingEvents", client: () => createClient(server.url) },
  { path: "/api/users", client: () => user },
  { path: "/api/addVideo", client: () => admin },
];
const formTargets = [
  "/enquiry",
  "/enquiry?variant=contact",
  "/book",
  "/login",
  "/signUp",
  "/reset",
];

function formBody(value: unknown) {
  const form = new URLSearchParams();
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(value)) {
      form.append(key, typeof field === "string" ? field : (JSON.stringify(field) ?? ""));
    }
  }
  return form;
}

describe("hostile input", () => {
  it.each(jsonTargets)("$path never answers 5xx to random JSON", async ({ path, client }) => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await client().request(path, { method: "POST", json: body });
        await response.arrayBuffer();
        expect(response.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it.each(formTargets)("the form action %s never answers 5xx to random fields", async (path) => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await createClient(server.url).request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: formBody(body),
        });
        await response.arrayBuffer();
        expect(response.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });

  it("refuses bodies over the size limit with 413", async () => {
    const huge = { name: "x".repeat(300_000) };
    const json = await createClient(server.url).post("/api/contact", huge);
    expect(json.status).toBe(413);
    const form = await createClient(server.url).request("/enquiry", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(huge),
    });
    expect(form.status).toBe(413);
  });

  it("never makes anyone an admin through the prototype or a role field", async () => {
    const client = createClient(server.url);
    await client.signUp("escalate@hostile.test");
    await client.post(
      "/api/users",
      JSON.parse('{"__proto__":{"isAdmin":"true"},"role":"admin","isAdmin":"true"}'),
    );
    expect((await client.get("/dashbord")).status).toBe(403);
  });

  it("stores hostile text as text and renders it escaped", async () => {
    const name = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const sent = await createClient(server.url).post("/api/contact", {
      name,
      company: "",
      email: "hostile@example.com",
      phone: "0121 496 0000",
      projectDetails: `"'><svg onload=alert(1)>`,
      submittedAt: new Date().toISOString(),
    });
    expect(sent.status).toBe(201);
    const html = await (await admin.get("/dashbord")).text();
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<svg onload");
    const stored = (await (await admin.get("/api/contacts")).json()) as { name: string }[];
    expect(stored.some((row) => row.name === name)).toBe(true);
  });
});
