// Both databases: sessions read from PostgreSQL by every process.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// Pages read their session through Better Auth's getSession with no cookie cache
// (server/auth/session-user.ts, ADR 0151), so the database decides on every request. Through the
// real server: a session deleted elsewhere ends at once, an expired one signs nobody in, one due
// for Better Auth's daily refresh is refreshed (its expiry moves on), and a forged signature signs
// nobody in. Moving a session's clock needs the database from outside: PostgreSQL.
const onPostgres = inject("testDb").driver === "postgres";

let server: SharedTestServer;
async function query(text: string, values: unknown[]) {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return await db.query(text, values);
  } finally {
    await db.end();
  }
}
const ofUser = `user_id = (select id from "user" where email = $1)`;
const signedIn = async (client: TestClient) =>
  (await (await client.get("/about")).text()).includes("Session Reader");

describe.runIf(onPostgres)("a page's session read", () => {
  beforeAll(async () => {
    server = await sharedTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("signs the reader in, and not after the session is deleted elsewhere", async () => {
    const reader = createClient(server.url);
    await reader.signUp("deleted@session-read.test", "Passw0rd!", "Session Reader");
    expect(await signedIn(reader)).toBe(true);
    await query(`delete from session where ${ofUser}`, ["deleted@session-read.test"]);
    expect(await signedIn(reader)).toBe(false);
  });

  it("signs nobody in with an expired session", async () => {
    const reader = createClient(server.url);
    await reader.signUp("expired@session-read.test", "Passw0rd!", "Session Reader");
    await query(`update session set expires_at = now() - interval '1 minute' where ${ofUser}`, [
      "expired@session-read.test",
    ]);
    expect(await signedIn(reader)).toBe(false);
  });

  it("extends a session due for refresh", async () => {
    const reader = createClient(server.url);
    await reader.signUp("refresh@session-read.test", "Passw0rd!", "Session Reader");
    // Seven-day sessions are extended once a day old: this one is two days old.
    await query(`update session set expires_at = now() + interval '5 days' where ${ofUser}`, [
      "refresh@session-read.test",
    ]);
    expect(await signedIn(reader)).toBe(true);
    const { rows } = await query(
      `select expires_at > now() + interval '6 days' as extended from session where ${ofUser}`,
      ["refresh@session-read.test"],
    );
    expect(rows).toEqual([{ extended: true }]);
  });

  it("signs nobody in with a forged signature", async () => {
    const reader = createClient(server.url);
    await reader.signUp("forged@session-read.test", "Passw0rd!", "Session Reader");
    for (const [name, value] of reader.cookies) {
      if (name.includes("session_token")) reader.cookies.set(name, `${value.slice(0, -4)}AAA=`);
    }
    expect(await signedIn(reader)).toBe(false);
  });
});
