// Both databases: row locks during a password change.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminConfirmationFromOutbox, choosePassword } from "../support/email-verification.ts";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// A password sign-in that proved the old password while the owner of a listed address was
// choosing the new one (second review, NEW-H1; ADR 0125). The test holds the account's user row,
// which the sign-in's session insert (its foreign key) and the grant of the role both wait on, so
// the interleaving the attacker hoped for happens every run: the squatter's password is checked,
// then the owner's password is written and every session ended, then the squatter's session is
// written. PostgreSQL only: the embedded database has one connection, so nothing can wait.

const OWNER = "race-owner@integration.test";
const SQUATTER_PASSWORD = "Squ4tter!";
const onPostgres = inject("testDb").driver === "postgres";

let server: TestServer;
beforeAll(async () => {
  if (onPostgres) server = await startTestServer({ ADMIN_EMAILS: OWNER, ...UNLIMITED });
});
afterAll(async () => {
  await server?.close();
});

/** Resolves once a statement matching `query` waits on a lock (asked outside the holding
 * transaction: pg_stat_activity is a snapshot taken once per transaction). */
async function untilWaiting(db: pg.Client, query: string) {
  for (;;) {
    const { rows } = await db.query(
      `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike $1`,
      [`%${query}%`],
    );
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!onPostgres)("a sign-in racing the owner's password choice", () => {
  it("gets no session, so the squatter is neither signed in nor made admin", async () => {
    const squatter = createClient(server.url);
    await squatter.signUp(OWNER, SQUATTER_PASSWORD);
    const mail = await adminConfirmationFromOutbox(server.dataDir, OWNER);

    const holder = new pg.Client({ connectionString: server.databaseUrl });
    const watcher = new pg.Client({ connectionString: server.databaseUrl });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query("begin");
      await holder.query(`select id from "user" where email = $1 for update`, [OWNER]);

      const signIn = squatter.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: OWNER, password: SQUATTER_PASSWORD },
      });
      await untilWaiting(watcher, 'insert into "session"');
      const owner = createClient(server.url);
      const chosen = choosePassword(owner, mail.text, "0wner!Pw");
      await untilWaiting(watcher, 'update "user"');
      await holder.query("rollback");

      await chosen;
      const answer = await signIn;
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
      expect((await squatter.get("/api/contacts")).status).toBe(401);

      await owner.signIn(OWNER, "0wner!Pw");
      expect((await owner.get("/api/contacts")).status).toBe(200);
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
  });
});
