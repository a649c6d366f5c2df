import { count, desc, eq, ilike, or } from "drizzle-orm";
import { recordAdminAction } from "../audit/audit-log.ts";
import { isListedAdminEmail } from "../auth/admin-emails.ts";
import { getDb } from "../db/client.ts";
import { session, user } from "../db/schema/auth.ts";
import { type Role, roleOf } from "./roles.ts";

// Who holds which role, and changing it (ADR 0128): the roles screen's one home for its rules.
// The last admin can never be demoted: a change needs an acting admin who is still one when it is
// made (the admins' rows are locked while that is checked, so two admins demoting each other at
// the same moment are taken one after the other), and no admin may drop their own admin role, so
// the acting admin always remains.

export const USERS_PER_PAGE = 25;

export type UserListing = {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The address was proved by a mailed link (or a provider vouched for it). */
  confirmed: boolean;
  /** ADMIN_EMAILS lists the address: its role is set there, not on the screen (ADR 0133). */
  listed: boolean;
  joined: string;
};

/**
 * The page a `?page=` asks for: a whole number from 1, or the first page for anything else
 * ("1e308", twenty digits, "-3", "2.5"), so no offset is ever beyond what a number holds.
 */
export function pageOf(value: string | null) {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** One page of users, newest first, whose name or email contains `query`. */
export async function listUsers(query: string, page: number) {
  const term = query.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = term ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(USERS_PER_PAGE)
      .offset((page - 1) * USERS_PER_PAGE),
    db.select({ value: count() }).from(user).where(where),
  ]);
  return {
    users: rows.map(
      (row): UserListing => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: roleOf(row.role),
        confirmed: row.emailVerified,
        listed: isListedAdminEmail(row.email),
        joined: row.createdAt.toISOString(),
      }),
    ),
    total: total?.value ?? 0,
  };
}

export type RoleChange =
  | { ok: true; email: string; from: Role; to: Role }
  | { ok: false; reason: "not-found" | "own-admin-role" | "not-admin" }
  | { ok: false; reason: "unconfirmed" | "listed"; email: string };

const rank: Record<Role, number> = { user: 0, editor: 1, admin: 2 };

/**
 * Editor or admin goes only to a confirmed address (ADR 0133): sign-in works before confirmation,
 * so an unconfirmed account may be someone who registered a colleague's address first.
 */
function grantsToUnconfirmed(to: Role, from: Role, emailVerified: boolean) {
  return to !== "user" && to !== from && !emailVerified;
}

/**
 * Gives `targetId` the role `to`, on behalf of the admin `actorId`. A demotion ends the target's
 * sessions, so no open tab keeps what was taken away (the role is read on every request anyway).
 */
export async function changeRole(actorId: string, targetId: string, to: Role): Promise<RoleChange> {
  const result = await getDb().transaction(async (tx) => {
    // Every admin row, locked: a concurrent demotion waits here and then counts again.
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, "admin"))
      .for("update");
    if (!admins.some((row) => row.id === actorId))
      return { ok: false, reason: "not-admin" } as const;
    const [target] = await tx
      .select({ email: user.email, role: user.role, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, targetId))
      .for("update");
    if (!target) return { ok: false, reason: "not-found" } as const;
    const from = roleOf(target.role);
    if (from === "admin" && to !== "admin" && targetId === actorId) {
      return { ok: false, reason: "own-admin-role" } as const;
    }
    // A listed address is made admin again at its next mailed password (ADR 0120): a change
    // here would not last, so it is refused rather than shown as done.
    if (isListedAdminEmail(target.email)) {
      return { ok: false, reason: "listed", email: target.email } as const;
    }
    if (grantsToUnconfirmed(to, from, target.emailVerified)) {
      return { ok: false, reason: "unconfirmed", email: target.email } as const;
    }
    if (from === to) return { ok: true, email: target.email, from, to } as const;
    await tx.update(user).set({ role: to, updatedAt: new Date() }).where(eq(user.id, targetId));
    if (rank[to] < rank[from]) await tx.delete(session).where(eq(session.userId, targetId));
    return { ok: true, email: target.email, from, to } as const;
  });
  if (result.ok && result.from !== result.to) {
    await recordAdminAction("role-changed", "user", targetId, {
      email: result.email,
      from: result.from,
      to: result.to,
    });
  }
  return result;
}

/**
 * The CLI's change (no signed-in actor): by email; null when nobody has it. It refuses editor or
 * admin for an unconfirmed address as the screen does (ADR 0133).
 */
export async function changeRoleByEmail(email: string, to: Role) {
  const address = email.trim().toLowerCase();
  const [target] = await getDb()
    .select({ id: user.id, role: user.role, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, address));
  if (!target) return null;
  const from = roleOf(target.role);
  if (grantsToUnconfirmed(to, from, target.emailVerified)) {
    return { ok: false, reason: "unconfirmed", from, to } as const;
  }
  await getDb().update(user).set({ role: to, updatedAt: new Date() }).where(eq(user.id, target.id));
  if (rank[to] < rank[from]) await getDb().delete(session).where(eq(session.userId, target.id));
  if (from !== to) {
    await recordAdminAction("role-changed", "user", target.id, {
      email: address,
      from,
      to,
      via: "cli",
    });
  }
  return { ok: true, from, to } as const;
}

/**
 * ADMIN_EMAILS makes a listed address admin once its owner has chosen the password through a
 * mailed link (ADR 0120); a grant, or a re-grant after a demotion, is written to the audit log
 * like any other change (ADR 0133). Nothing is written when the account was admin already.
 */
export async function grantListedAdmin(userId: string, email: string) {
  const [before] = await getDb().select({ role: user.role }).from(user).where(eq(user.id, userId));
  if (!before || roleOf(before.role) === "admin") return;
  await getDb()
    .update(user)
    .set({ role: "admin", updatedAt: new Date() })
    .where(eq(user.id, userId));
  await recordAdminAction("role-changed", "user", userId, {
    email,
    from: roleOf(before.role),
    to: "admin",
    via: "ADMIN_EMAILS",
  });
}
