import { fromNodeHeaders } from "better-auth/node";
import type { Request, RequestHandler, Response } from "express";
import { setActor } from "../audit/request-scope.ts";
import { getSessionUser, type SessionUser } from "../auth/session-user.ts";
import { logger } from "../logger.ts";

// Access checks for REST handlers: 401 for a signed-out caller, 403 for a signed-in non-admin.

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

export const requireApiUser: RequestHandler = async (req, res, next) => {
  const user = await loadUser(req, res);
  if (!user) {
    res.status(401).json({ success: false, message: "Please sign in first." });
    return;
  }
  next();
};

export const requireApiAdmin: RequestHandler = async (req, res, next) => {
  const user = await loadUser(req, res);
  if (!user) {
    res.status(401).json({ success: false, message: "Please sign in first." });
    return;
  }
  if (!user.isAdmin) {
    logger.warn(
      {
        event: "access.refused",
        userId: user.id,
        email: user.email,
        ip: req.ip,
        path: req.originalUrl,
      },
      "a signed-in non-admin was refused an admin API call",
    );
    res.status(403).json({ success: false, message: "Only administrators can do that." });
    return;
  }
  setActor(user);
  next();
};
