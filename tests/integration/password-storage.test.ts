// Both databases: what the database stores of a password.
import { hashPassword as betterAuthScrypt } from "better-auth/crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// What the database holds for a password, read directly: PostgreSQL runs only.
const onPostgres = inject("testDb").driver === "postgres";
const ARGON2ID_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

let server: TestServer;
async function query(text: string, values: unknown[]) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
}
const storedHash = async (email: string) =>
  (
    await query(
      `select a.password from account a join "user" u on u.id = a.user_id
       where u.email = $1 and a.provider_id = 'credential'`,
      [email],
    )
  )[0]?.password as string;

const signIn = async (email: string, password: string) =>
  (await createClient(server.url).post("/api/auth/sign-in/email", { email, password })).status;

describe.runIf(onPostgres)("password storage", () => {
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores argon2id at OWASP's parameters, never the password", async () => {
    await createClient(server.url).signUp("hash@storage.test", "Stor3d!pw");
    const hash = await storedHash("hash@storage.test");
    expect(hash).toMatch(ARGON2ID_OWASP);
    expect(hash).not.toContain("Stor3d!pw");
    expect(await signIn("hash@storage.test", "Stor3d!pw")).toBe(200);
    expect(await signIn("hash@storage.test", "Wr0ng!pw")).toBe(401);
  });

  it("upgrades an older scrypt hash at the next sign-in, and the password keeps working", async () => {
    await createClient(server.url).signUp("legacy@storage.test", "Legacy1!");
    const legacy = await betterAuthScrypt("Legacy1!");
    await query(
      `update account set password = $1
       where user_id = (select id from "user" where email = $2) and provider_id = 'credential'`,
      [legacy, "legacy@storage.test"],
    );
    expect(await signIn("legacy@storage.test", "Wr0ng!pw")).toBe(401);
    expect(await storedHash("legacy@storage.test")).toBe(legacy);

    expect(await signIn("legacy@storage.test", "Legacy1!")).toBe(200);
    const upgraded = await storedHash("legacy@storage.test");
    expect(upgraded).toMatch(ARGON2ID_OWASP);
    expect(await signIn("legacy@storage.test", "Legacy1!")).toBe(200);
  });
});
