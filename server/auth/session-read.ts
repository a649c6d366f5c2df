import { createHmac, timingSafeEqual } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { parseCookies } from "better-call";
import { eq, sql } from "drizzle-orm";
import { type Database, embeddedClient, getDb } from "../db/client.ts";
import { plainValue, runPrepared } from "../db/embedded-statement.ts";
import { session, user } from "../db/schema/auth.ts";
import { getAuth } from "./auth.ts";

// The session lookup every signed-in page makes, without Better Auth's endpoint machinery
// (ADR 0083). A signed-in article render spent a third of its CPU in auth.api.getSession: the
// endpoint's context and hooks, the cookie's HMAC checked through WebCrypto (a key imported and
// an async job per call), and a Drizzle relational query (a JSON sub-select built anew each
// time). This reads the same cookie, checks the same signature with the same secret, and reads
// the same rows in one prepared join (ADR 0139), every time: a revoked session or role ends at once.
// It answers only the common case, a valid session that needs no write; anything else (no such
// session, expired, due for Better Auth's daily refresh, a bad signature) is left to getSession,
// so those cases behave exactly as before.

/** What getSessionUser needs of a session and its user. */
export type SessionRow = {
  session: { id: string; createdAt: Date; updatedAt: Date; expiresAt: Date };
  user: {
    id: string;
    name: string;
    email: string;
    image: string | null;
    role: string;
    emailVerified: boolean;
  };
};

/**
 * The value of the first cookie called `name`, by the parser Better Auth's getSession reads its
 * signed cookie with (better-call's, pinned to Better Auth's own version).
 */
export function cookieValue(header: string, name: string): string | undefined {
  return parseCookies(header).get(name);
}

/** The token of a `token.signature` cookie value when the HMAC-SHA256 signature is the secret's. */
export function verifiedToken(value: string, secret: string): string | undefined {
  const at = value.lastIndexOf(".");
  if (at < 1) return undefined;
  const token = value.slice(0, at);
  const signature = value.slice(at + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  // Compared as text: Buffer's base64 decoder also takes base64url characters, which
  // Better Auth's atob refuses, so decoding the given signature would accept what it would not.
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

const selection = {
  session: {
    id: session.id,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    expiresAt: session.expiresAt,
  },
  user: {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role,
    emailVerified: user.emailVerified,
  },
};

function sessionQuery(db: Database) {
  return db
    .select(selection)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1);
}

let prepared:
  | { db: Database; query: ReturnType<ReturnType<typeof sessionQuery>["prepare"]>; text: string }
  | undefined;

/** A row of the embedded statement (columns in the selection's order) in the selection's shape. */
function fromColumns(values: unknown[]): SessionRow {
  let at = 0;
  const take = (group: object) =>
    Object.fromEntries(Object.keys(group).map((key) => [key, values[at++]]));
  return { session: take(selection.session), user: take(selection.user) } as SessionRow;
}

/**
 * The session of this token with its user: one prepared statement on either database. Exported
 * for the test that holds the embedded statement to Drizzle's answer.
 */
export async function sessionRowsOn(db: Database, embedded: PGlite | undefined, token: string) {
  if (prepared?.db !== db) {
    const query = sessionQuery(db);
    prepared = { db, query: query.prepare("page_session_user"), text: query.toSQL().sql };
  }
  if (embedded && plainValue(token)) {
    const rows = await runPrepared(embedded, "page_session_user", prepared.text, [token, "1"]);
    return rows.map(fromColumns);
  }
  return (await prepared.query.execute({ token })) as SessionRow[];
}

/**
 * Whether a session row can be used as it is: not expired and not yet due for Better Auth's
 * refresh (a write, and a new cookie, once it is updateAge old). A date that is not a finite
 * instant (PostgreSQL's 'infinity', which Better Auth never writes) is left to Better Auth.
 */
export function needsNoWrite(
  row: SessionRow,
  now: number,
  { expiresIn, updateAge }: { expiresIn: number; updateAge: number },
) {
  const expiresAt = row.session.expiresAt instanceof Date ? row.session.expiresAt.getTime() : NaN;
  if (!Number.isFinite(expiresAt)) return false;
  const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
  return expiresAt > now && !dueForRefresh;
}

/**
 * The request's session and user when it is valid and needs no write, else undefined (ask
 * Better Auth). Never a session Better Auth would not give for the same headers.
 */
export async function readValidSession(headers: Headers): Promise<SessionRow | undefined> {
  const cookies = headers.get("cookie");
  if (!cookies) return undefined;
  const context = await getAuth().$context;
  const value = cookieValue(cookies, context.authCookies.sessionToken.name);
  const token = value && verifiedToken(value, context.secret);
  if (!token) return undefined;
  const [row] = await sessionRowsOn(getDb(), embeddedClient(), token);
  return row && needsNoWrite(row, Date.now(), context.sessionConfig) ? row : undefined;
}
