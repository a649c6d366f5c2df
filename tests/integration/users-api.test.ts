import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// GET /api/user/:email and POST /api/users (spec section 7) against the real server.

let server: SharedTestServer;
let alice: TestClient;
let admin: TestClient;
const ALICE = "alice@integration.test";
const BOB = "bob@integration.test";

beforeAll(async () => {
  server = await sharedTestServer();
  alice = createClient(server.url);
  await alice.signUp(ALICE, "Passw0rd!", "Alice");
  await createClient(server.url).signUp(BOB, "Passw0rd!", "Bob");
  admin = createClient(server.url);
  await admin.signUp(server.adminEmail, "Passw0rd!", "Admin");
  await server.confirmAdmin(admin, server.adminEmail);
});
afterAll(async () => {
  await server?.close();
});

describe("GET /api/user/:email", () => {
  it("answers 401 to a signed-out caller", async () => {
    const response = await createClient(server.url).get(`/api/user/${ALICE}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("answers the caller's own profile as a one-element array with the spec's fields", async () => {
    const response = await alice.get(`/api/user/${encodeURIComponent(ALICE)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      name: "Alice",
      displayName: "Alice",
      email: ALICE,
      img: "https://example.com/photo.jpg",
      university: "Your University",
      address: "Your Address",
      newEmail: " ",
      isAdmin: "false",
    });
  });

  it("matches the email case-insensitively", async () => {
    expect((await alice.get(`/api/user/${encodeURIComponent(ALICE.toUpperCase())}`)).status).toBe(
      200,
    );
  });

  it("answers 403 when a user asks for someone else", async () => {
    expect((await alice.get(`/api/user/${encodeURIComponent(BOB)}`)).status).toBe(403);
  });

  it("lets an admin read anyone, with isAdmin as text", async () => {
    const bob = await admin.get(`/api/user/${encodeURIComponent(BOB)}`);
    expect(bob.status).toBe(200);
    expect((await bob.json())[0]).toMatchObject({ email: BOB, isAdmin: "false" });
    const self = await admin.get(`/api/user/${encodeURIComponent(server.adminEmail)}`);
    expect((await self.json())[0]).toMatchObject({ isAdmin: "true" });
    expect((await admin.get("/api/user/nobody%40integration.test")).status).toBe(404);
  });
});

describe("POST /api/users", () => {
  it("answers 401 to a signed-out caller", async () => {
    const response = await createClient(server.url).post("/api/users", { name: "X" });
    expect(response.status).toBe(401);
  });

  it("updates the caller's own record and answers insertedId", async () => {
    const response = await alice.post("/api/users", {
      name: "Alice Cooper",
      email: ALICE,
      img: "https://example.com/alice.png",
      university: "University of Birmingham",
      address: "Edgbaston",
      newEmail: " ",
      isAdmin: "false",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(typeof body.insertedId).toBe("string");
    const [profile] = await (await alice.get(`/api/user/${encodeURIComponent(ALICE)}`)).json();
    expect(profile).toMatchObject({
      name: "Alice Cooper",
      img: "https://example.com/alice.png",
      university: "University of Birmingham",
      address: "Edgbaston",
    });
  });

  it("ignores a client-sent isAdmin, in every spelling", async () => {
    for (const isAdmin of ["true", true, "TRUE", 1]) {
      const response = await alice.post("/api/users", { email: ALICE, isAdmin });
      expect(response.status).toBe(200);
    }
    const [profile] = await (await alice.get(`/api/user/${encodeURIComponent(ALICE)}`)).json();
    expect(profile.isAdmin).toBe("false");
    // Nothing else opened up either.
    expect((await alice.get("/dashbord")).status).toBe(403);
    expect((await alice.get(`/api/user/${encodeURIComponent(BOB)}`)).status).toBe(403);
  });

  it("refuses to touch another user's record", async () => {
    const response = await alice.post("/api/users", { email: BOB, name: "Hijacked" });
    expect(response.status).toBe(403);
    const [bob] = await (await admin.get(`/api/user/${encodeURIComponent(BOB)}`)).json();
    expect(bob.name).toBe("Bob");
  });

  it("answers 400 with field errors for bad input, never 500", async () => {
    const empty = await alice.post("/api/users", { name: "" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { name: "Name is required" } });
    const wrongType = await alice.post("/api/users", { university: 42 });
    expect(wrongType.status).toBe(400);
    const notJson = await alice.request("/api/users", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });
});
