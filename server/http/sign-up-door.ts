import type { RequestHandler } from "express";
import { admitAuthRequest, tooManyRequests } from "../auth/auth-rate-limit.ts";
import { normaliseIp } from "../auth/client-ip.ts";
import { isSignUpPath } from "./body-limits.ts";
import { answerBeforeBody } from "./unread-body.ts";

/**
 * Every post to the sign-up page uses an attempt of its address's allowance before its body (up
 * to a 5 MB picture) is read, whatever then becomes of it: invalid, not an image, too large or an
 * account. Past the allowance it is refused unread. The action's own call to Better Auth does not
 * count it again (claimOnce).
 */
export const signUpDoor: RequestHandler = async (req, res, next) => {
  if (req.method !== "POST" || !isSignUpPath(req.path)) return next();
  if (await admitAuthRequest("/sign-up/email", normaliseIp(req.ip))) return next();
  res.status(429).set({ "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" });
  answerBeforeBody(req, res, Buffer.from(tooManyRequests));
};
