import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, schema } from "../db/client.ts";
import { needsNoWrite, type SessionRow, sessionRowsOn } from "./session-read.ts";

// The session read of every signed-in page runs on the embedded database as a statement
// prepared once (ADR 0139) and on PostgreSQL as Drizzle's query: on the real schema, the two
// must give the same rows, down to the types. A date that is not a finite instant is left to
// Better Auth.

let client: PGlite;
let db: Database;

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  db = drizzle(client, { schema }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: "drizzle" });
  await client.exec(`
    insert into "user" (id, name, email, email_verified, image, role, created_at, updated_at) values
      ('u1', 'বাংলা O''Brien', 'a@read.test', true, null, 'admin', now(), now()),
      ('u2', 'Bob', 'b@read.test', false, '/uploads/b.avif', 'user', now(), now());
    insert into session (id, token, user_id, expires_at, created_at, updated_at) values
      ('s1', 'tokenA1', 'u1', '2026-12-01 10:00:00.123456+00', '2026-11-24 01:02:03.999999+00', now()),
      ('s2', 'token_B-2', 'u2', '2026-12-02 10:00:00+00', now(), now());
    set timezone = 'Asia/Dhaka';`);
});
afterAll(async () => {
  await client.close();
});

describe("the session read", () => {
  it("gives Drizzle's rows from the embedded statement, types and all", async () => {
    for (const token of ["tokenA1", "token_B-2", "no-such-token"]) {
      const viaDrizzle = await sessionRowsOn(db, undefined, token);
      const viaStatement = await sessionRowsOn(db, client, token);
      expect(viaStatement).toEqual(viaDrizzle);
    }
    const [row] = await sessionRowsOn(db, client, "tokenA1");
    expect(row?.user).toEqual({
      id: "u1",
      name: "বাংলা O'Brien",
      email: "a@read.test",
      image: null,
      role: "admin",
      emailVerified: true,
    });
    expect(row?.session.expiresAt).toEqual(new Date("2026-12-01T10:00:00.123Z"));
  });

  it("leaves a session whose expiry is not a finite instant to Better Auth", () => {
    const config = { expiresIn: 7 * 86_400, updateAge: 86_400 };
    const now = Date.parse("2026-11-25T00:00:00Z");
    const at = (expiresAt: unknown) =>
      ({ session: { expiresAt }, user: {} }) as unknown as SessionRow;
    expect(needsNoWrite(at(new Date("2026-12-01T12:00:00Z")), now, config)).toBe(true);
    // Past its refresh age, or expired: Better Auth's.
    expect(needsNoWrite(at(new Date("2026-11-30T00:00:00Z")), now, config)).toBe(false);
    expect(needsNoWrite(at(new Date("2026-11-24T00:00:00Z")), now, config)).toBe(false);
    for (const odd of [Infinity, -Infinity, new Date(Number.NaN), null]) {
      expect(needsNoWrite(at(odd), now, config)).toBe(false);
    }
  });
});
