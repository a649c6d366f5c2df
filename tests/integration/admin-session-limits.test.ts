// Both databases: session limits counted in PostgreSQL.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// Moving a session's clock needs direct access to the database: PostgreSQL runs only.
const onPostgres = inject("testDb").driver === "postgres";

let server: SharedTestServer;
async function age(email: string, column: "updated_at" | "created_at", interval: string) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(
    `update session set ${column} = now() - $2::interval
     where user_id = (select id from "user" where email = $1)`,
    [email, interval],
  );
  await db.end();
}

describe.runIf(onPostgres)("admin session limits", () => {
  beforeAll(async () => {
    server = await sharedTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("ends an admin session after 30 idle minutes, and after 12 hours in any case", async () => {
    const admin = createClient(server.url);
    await server.signUpAdmin(admin);
    expect((await admin.get("/dashbord")).status).toBe(200);
    await age(server.adminEmail, "updated_at", "29 minutes");
    expect((await admin.get("/dashbord")).status).toBe(200);
    await age(server.adminEmail, "updated_at", "31 minutes");
    expect((await admin.get("/dashbord")).status).toBe(302);

    await admin.signIn(server.adminEmail);
    expect((await admin.get("/dashbord")).status).toBe(200);
    await age(server.adminEmail, "created_at", "13 hours");
    expect((await admin.get("/dashbord")).status).toBe(302);
  });

  it("leaves an ordinary visitor's session alone", async () => {
    const visitor = createClient(server.url);
    await visitor.signUp("idle-visitor@limits.test");
    await age("idle-visitor@limits.test", "updated_at", "2 hours");
    expect((await visitor.get("/profile")).status).toBe(200);
  });
});
