import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { attemptCount, clearAttempts, countAttempt } from "./attempt-counter.ts";
import { clientIpOf } from "./client-ip.ts";

// Better Auth hooks that throttle guessing. They run for HTTP calls and for our own server-side
// auth.api calls alike, so the forms and the REST endpoints share one count.
// - Sign-in: failed attempts are counted per email and per client address; once either reaches
//   its limit, further attempts are refused before the password is checked.
// - Reset requests: every request is counted per email and per address, so nobody can flood an
//   inbox. Limits: LOGIN_MAX_FAILURES_PER_EMAIL / _PER_IP within LOGIN_FAILURE_WINDOW_SECONDS.

export const TOO_MANY_ATTEMPTS = "TOO_MANY_LOGIN_ATTEMPTS";

const SIGN_IN = "/sign-in/email";
const RESET_REQUEST = "/request-password-reset";

function emailOf(body: unknown) {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
}

function keys(action: "login" | "reset", email: string, headers: Headers | undefined) {
  const config = getConfig();
  const ip = clientIpOf(headers ?? new Headers());
  const list = [{ key: `${action}:email:${email}`, max: config.LOGIN_MAX_FAILURES_PER_EMAIL }];
  if (ip) list.push({ key: `${action}:ip:${ip}`, max: config.LOGIN_MAX_FAILURES_PER_IP });
  return list;
}

function ipOf(headers: Headers | undefined) {
  return clientIpOf(headers ?? new Headers());
}

function tooMany(): never {
  throw new APIError("TOO_MANY_REQUESTS", {
    code: TOO_MANY_ATTEMPTS,
    message: "Too many login attempts. Please try again later.",
  });
}

export const loginThrottleHooks = {
  before: createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN && ctx.path !== RESET_REQUEST) return;
    const email = emailOf(ctx.body);
    if (!email) return;
    const window = getConfig().LOGIN_FAILURE_WINDOW_SECONDS;
    if (ctx.path === SIGN_IN) {
      for (const { key, max } of keys("login", email, ctx.headers)) {
        if ((await attemptCount(key, window)) >= max) {
          logger.warn(
            { event: "signin.throttled", email, ip: ipOf(ctx.headers) },
            "sign-in refused",
          );
          tooMany();
        }
      }
      return;
    }
    for (const { key, max } of keys("reset", email, ctx.headers)) {
      if ((await countAttempt(key, window)) > max) tooMany();
    }
  }),
  after: createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SIGN_IN) return;
    const email = emailOf(ctx.body);
    if (!email) return;
    const returned = ctx.context.returned;
    const window = getConfig().LOGIN_FAILURE_WINDOW_SECONDS;
    // Every sign-in is logged with time, address and account, never with the password.
    const ip = ipOf(ctx.headers);
    if (!isAPIError(returned)) {
      logger.info({ event: "signin.success", email, ip }, "signed in");
      await clearAttempts(`login:email:${email}`);
      return;
    }
    logger.warn(
      { event: "signin.failure", email, ip, status: returned.statusCode },
      "sign-in failed",
    );
    if (returned.statusCode === 401) {
      // Only wrong credentials count; a malformed request is not a guess.
      for (const { key } of keys("login", email, ctx.headers)) await countAttempt(key, window);
    }
  }),
};
