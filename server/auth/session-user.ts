import { eq } from "drizzle-orm";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { user as userTable } from "../db/schema/auth.ts";
import { adminSessionStillValid } from "./admin-session-limits.ts";
import { getAuth } from "./auth.ts";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
};

/**
 * The signed-in user of a request, or null. The role is read from the database on every call
 * (Better Auth reads the user row for each getSession: no session cookie cache is configured),
 * so a grant or revoke takes effect at once; ADMIN_EMAILS promotes a listed user on sight.
 */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers });
  if (!session) return null;
  let role = session.user.role ?? "user";
  if (role !== "admin" && getConfig().ADMIN_EMAILS.includes(session.user.email.toLowerCase())) {
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
  };
}
