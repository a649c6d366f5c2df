import { hasRole, type Role, roleOf } from "../users/roles.ts";
import { adminSessionStillValid } from "./admin-session-limits.ts";
import { getAuth } from "./auth.ts";
import { hasSessionCookie } from "./private-cache.ts";

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
 * The signed-in user of a request, or null, as Better Auth's getSession gives it (ADR 0151). The
 * session and role are read from the database on every call (no session cookie cache is
 * configured), so a sign-out, a reset or a grant or revoke takes effect at once. A verified
 * address alone never makes anyone admin: ADMIN_EMAILS grants the role when the password is
 * chosen through a mailed link, or when an OpenID provider vouches for the address as it creates
 * the account (ADR 0120).
 */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  // No cookie Better Auth could read a session from: nobody, without asking it.
  if (!hasSessionCookie(headers.get("cookie"))) return null;
  const session = await getAuth().api.getSession({ headers });
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
