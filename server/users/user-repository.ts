import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { account, session, user } from "../db/schema/auth.ts";

// The user record (spec section 3) lives in Better Auth's user table: name, email, image (the
// spec's img / photoURL), the record fields university, address, newEmail, and the role.
// Every read and write of it outside Better Auth goes through here.

export type UserRow = typeof user.$inferSelect;

export async function findUserByEmail(email: string): Promise<UserRow | null> {
  const [row] = await getDb().select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** True when the user can sign in with a password (Google-only accounts cannot). */
export async function hasPassword(userId: string) {
  const [row] = await getDb()
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return Boolean(row);
}

/** The profile as GET /api/user/:email answers it: the record fields plus the spec's names. */
export function toUserProfile(row: UserRow) {
  return {
    _id: row.id,
    name: row.name,
    displayName: row.name,
    email: row.email,
    img: row.image ?? "",
    photoURL: row.image ?? "",
    university: row.university,
    address: row.address,
    newEmail: row.newEmail,
    // The spec's text flag, never a boolean: 'true' for admins, 'false' for everyone else.
    isAdmin: row.role === "admin" ? "true" : "false",
  };
}

export type RecordChanges = Partial<{
  name: string;
  image: string;
  university: string;
  address: string;
  newEmail: string;
}>;

/**
 * Changes a user's own record; the role is deliberately not among the fields. A new photo address
 * lets go of an uploaded picture (ADR 0091): the unused-image sweep then removes its files.
 */
export async function updateUserRecord(userId: string, changes: RecordChanges) {
  const picture =
    changes.image === undefined
      ? {}
      : { picture: sql`case when ${user.image} = ${changes.image} then ${user.picture} end` };
  const [row] = await getDb()
    .update(user)
    .set({ ...changes, ...picture, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning();
  return row ?? null;
}

/** Someone who followed a link sent to the address has shown they read that inbox. */
export async function markEmailVerified(userId: string) {
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** Ends every session of the user. */
export async function deleteSessionsOf(userId: string) {
  await getDb().delete(session).where(eq(session.userId, userId));
}

/** Removes every way into the account but `keep` (a password, other providers): how many. */
export async function removeOtherSignIns(userId: string, keep: string) {
  const removed = await getDb()
    .delete(account)
    .where(and(eq(account.userId, userId), ne(account.id, keep)))
    .returning({ id: account.id });
  return removed.length;
}

/** Removes the provider sign-ins (Google...) joined to an account; its password stays. */
export async function removeProviderAccounts(userId: string) {
  await getDb()
    .delete(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, "credential")));
}
