import { hasRole, type Role, roleOf } from "../users/roles.ts";
import { adminSessionStillValid } from "./admin-session-limits.ts";
import { getAuth } from "./auth.ts";
import { hasSessionCookie } from "./private-cache.ts";
import { readValidSession } from "./session-read.ts";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  isAdmin: boolean;
  /** An editor or an admin: may open the newsroom (ADR 0128). */
  isEditor: boolean;
  emailVerified: boolean;
};

/**
 * The signed-in user of a request, or null. The role is read from the database on every call
 * (Better Auth reads the user row for each getSession: no session cookie cache is configured),
 * so a grant or revoke takes effect at once. A verified address alone never makes anyone admin:
 * ADMIN_EMAILS grants the role when the password is chosen through a mailed link, or when an
 * OpenID provider vouches for the address as it creates the account (ADR 0120).
 */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  // No cookie Better Auth could read a session from: nobody, without asking it.
  if (!hasSessionCookie(headers.get("cookie"))) return null;
  // A valid session needing no write is read directly (session-read.ts, ADR 0083); anything else
  // goes through Better Auth's getSession, which expires, refreshes and refuses as it always has.
  const session =
    (await readValidSession(headers)) ?? (await getAuth().api.getSession({ headers }));
  if (!session) return null;
  const { user } = session;
  const role = roleOf(user.role);
  // An editor's session publishes and deletes too: it keeps the admin's shorter limits.
  if (role !== "user" && !(await adminSessionStillValid(session.session))) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    role,
    isAdmin: role === "admin",
    isEditor: hasRole(role, "editor"),
    emailVerified: user.emailVerified,
  };
}
