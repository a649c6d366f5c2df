import { fromNodeHeaders } from "better-auth/node";
import type { Request, RequestHandler, Response } from "express";
import { setActor } from "../audit/request-scope.ts";
import { getSessionUser, type SessionUser } from "../auth/session-user.ts";
import { logger } from "../logger.ts";
import { failure } from "../result.ts";
import { hasRole, type StaffRole } from "../users/roles.ts";
import { sendFailure } from "./failure-status.ts";

// Access checks for REST handlers: 401 for a signed-out caller, 403 for a signed-in caller
// whose role is not enough (ADR 0128).

export function sessionUserOf(res: Response): SessionUser {
  const user = res.locals.user as SessionUser | undefined;
  if (!user) throw new Error("sessionUserOf called on a route without requireApiUser");
  return user;
}

async function loadUser(req: Request, res: Response) {
  const user = await getSessionUser(fromNodeHeaders(req.headers));
  res.locals.user = user;
  return user;
}

const signInFirst = () => failure("unauthenticated", "Please sign in first.");

export const requireApiUser: RequestHandler = async (req, res, next) => {
  const user = await loadUser(req, res);
  if (!user) {
    sendFailure(res, signInFirst());
    return;
  }
  next();
};

const refusals: Record<StaffRole, string> = {
  admin: "Only administrators can do that.",
  editor: "Only editors and administrators can do that.",
};

function requireApiRole(needed: StaffRole): RequestHandler {
  return async (req, res, next) => {
    const user = await loadUser(req, res);
    if (!user) {
      sendFailure(res, signInFirst());
      return;
    }
    if (!hasRole(user.role, needed)) {
      logger.warn(
        {
          event: "access.refused",
          userId: user.id,
          email: user.email,
          role: user.role,
          needed,
          ip: req.ip,
          path: req.originalUrl,
        },
        `a signed-in ${user.role} was refused an ${needed} API call`,
      );
      sendFailure(res, failure("forbidden", refusals[needed]));
      return;
    }
    setActor(user);
    next();
  };
}

/** The agency's enquiries and personal data. */
export const requireApiAdmin = requireApiRole("admin");
/** The newsroom: news, videos, images and bookings (ADR 0128). */
export const requireApiEditor = requireApiRole("editor");
