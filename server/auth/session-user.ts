import { eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { user as userTable } from "../db/schema/auth.ts";
import { grantsAdminRole } from "./admin-emails.ts";
import { adminSessionStillValid } from "./admin-session-limits.ts";
import { getAuth } from "./auth.ts";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
};

/**
 * The signed-in user of a request, or null. The role is read from the database on every call,
 * so a grant or revoke takes effect at once. ADMIN_EMAILS promotes a listed user on sight, once
 * the address is verified (ADR 0061).
 */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers });
  if (!session) return null;
  const [row] = await getDb()
    .select({
      role: userTable.role,
      email: userTable.email,
      emailVerified: userTable.emailVerified,
    })
    .from(userTable)
    .where(eq(userTable.id, session.user.id));
  if (!row) return null;
  let role = row.role;
  if (role !== "admin" && grantsAdminRole(row)) {
    await getDb().update(userTable).set({ role: "admin" }).where(eq(userTable.id, session.user.id));
    role = "admin";
  }
  if (role === "admin" && !(await adminSessionStillValid(session.session))) return null;
  return {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    image: session.user.image ?? null,
    isAdmin: role === "admin",
    emailVerified: row.emailVerified,
  };
}
