import { data, redirectDocument } from "react-router";
import { setActor } from "../audit/request-scope.ts";
import { pagePath } from "../cache/cache-key.ts";
import { logger } from "../logger.ts";
import { hasRole, type StaffRole } from "../users/roles.ts";
import { getSessionUser, type SessionUser } from "./session-user.ts";

// Access checks for route loaders and actions. Hiding a link is never protection: every loader
// and action that needs a user, an editor or an admin calls one of these first.

// A document redirect: a page reached from a public one that went without
// Cross-Origin-Opener-Policy loads the login page as a document of its own, which has it (ADR 0146).
// The page to come back to is the one asked for: a client-side navigation asks for its data
// (`/profile.data?_routes=…`), and coming back to that address after login showed the 404 page.
function loginRedirect(request: Request) {
  const url = new URL(request.url);
  url.pathname = pagePath(url.pathname);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const redirectTo = `${url.pathname}${url.search}`;
  return redirectDocument(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/**
 * One session lookup per page read: the root loader and the route's own run side by side on the
 * same Request, and each asked the database alone (two reads per signed-in article). Only reads
 * share it: a form post's action may end the session before its loaders run.
 */
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

function sessionUserOf(request: Request) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return getSessionUser(request.headers);
  }
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = getSessionUser(request.headers);
    lookups.set(request, lookup);
  }
  return lookup;
}

export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return sessionUserOf(request);
}

/** The signed-in user; signed-out visitors are sent to /login and brought back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await sessionUserOf(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/**
 * A signed-in user whose role (read from the database) includes `needed`: an admin passes every
 * check an editor passes (ADR 0128). Anyone else gets 403.
 */
async function requireRole(request: Request, needed: StaffRole): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!hasRole(user.role, needed)) {
    logger.warn(
      {
        event: "access.refused",
        userId: user.id,
        email: user.email,
        role: user.role,
        needed,
        path: new URL(request.url).pathname,
      },
      `a signed-in ${user.role} was refused an ${needed} page`,
    );
    // The owner, listed in ADMIN_EMAILS, becomes admin by the mailed link (ADR 0133): before it, the
    // page says what to do. Said to every unconfirmed account, so it tells nobody which addresses
    // are listed.
    if (!user.emailVerified) {
      throw data({ reason: "confirm-email" }, { status: 403 });
    }
    throw new Response("You do not have permission to view this page.", { status: 403 });
  }
  setActor(user);
  return user;
}

/** A signed-in admin: the enquiries, the audit log, personal data and the roles screen. */
export const requireAdmin = (request: Request) => requireRole(request, "admin");

/** A signed-in editor or admin: news, videos and bookings. */
export const requireEditor = (request: Request) => requireRole(request, "editor");
