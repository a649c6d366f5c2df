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
 * The signed-in user of a request, or null. The role is read from the database on every call
 * (Better Auth reads the user row for each getSession: no session cookie cache is configured),
 * so a grant or revoke takes effect at once. A verified address alone never makes anyone admin:
 * ADMIN_EMAILS grants the role when the password is chosen through a mailed link, or when an
 * OpenID provider vouches for the address as it creates the account (ADR 0120).
 */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  const isAdmin = user.role === "admin";
  if (isAdmin && !(await adminSessionStillValid(session.session))) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    isAdmin,
    emailVerified: user.emailVerified,
  };
}
