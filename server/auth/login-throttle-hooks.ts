import { APIError, isAPIError } from "better-auth/api";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import {
  attemptCount,
  clearAttempts,
  clearAttemptsStartingWith,
  countAttempt,
} from "./attempt-counter.ts";
import { clientIpOf, limitKey } from "./client-ip.ts";

// Throttles on guessing and on mail floods, run by the auth hooks (auth-hooks.ts) for HTTP calls
// and our own in-process calls alike (ADR 0063).
// - Sign-in: a client address is refused after LOGIN_MAX_FAILURES_PER_IP failures (any email),
//   and an (email, address) pair after LOGIN_MAX_FAILURES_PER_EMAIL. Failures of an email from
//   all addresses together never refuse: past the same number they only slow every answer for
//   that email down (a growing, capped delay), so nobody can lock the owner out of an account.
// - Mail-sending requests (password reset, email confirmation): every request is counted per
//   client address, which is refused past LOGIN_MAX_FAILURES_PER_IP. Per email there is no
//   refusal, which would tell the requester something and lock the owner out: the mails an
//   address receives are capped where they are sent (account-mail.ts, ADR 0121).
// A successful sign-in clears its email's and pair's failures; a completed reset clears every
// failure of the email.

export const TOO_MANY_ATTEMPTS = "TOO_MANY_LOGIN_ATTEMPTS";

const SIGN_IN = "/sign-in/email";
const MAIL_REQUESTS = new Set(["/request-password-reset", "/send-verification-email"]);

/** The delay of the first slowed answer, doubled by each further failure, up to the cap. */
export const SLOWDOWN = { firstMs: 500, maxMs: 8_000 } as const;

export function slowdownMs(emailFailures: number, freeFailures: number) {
  if (emailFailures < freeFailures) return 0;
  return Math.min(SLOWDOWN.maxMs, SLOWDOWN.firstMs * 2 ** (emailFailures - freeFailures));
}

function emailOf(body: unknown) {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
}

const signInKeys = (email: string, ip: string | null) => ({
  ip: `login:ip:${limitKey(ip)}`,
  pair: `login:pair:${email}|${limitKey(ip)}`,
  email: `login:email:${email}`,
});

function tooMany(): never {
  throw new APIError("TOO_MANY_REQUESTS", {
    code: TOO_MANY_ATTEMPTS,
    message: "Too many login attempts. Please try again later.",
  });
}

type HookContext = { path: string; body: unknown; headers?: Headers };

export async function throttleBefore(ctx: HookContext) {
  const email = emailOf(ctx.body);
  if (!email) return;
  const config = getConfig();
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  const ip = clientIpOf(ctx.headers ?? new Headers());
  if (MAIL_REQUESTS.has(ctx.path)) {
    const ipCount = await countAttempt(`mail:${ctx.path}:ip:${limitKey(ip)}`, window);
    if (ipCount > config.LOGIN_MAX_FAILURES_PER_IP) tooMany();
    return;
  }
  if (ctx.path !== SIGN_IN) return;
  const keys = signInKeys(email, ip);
  const refused =
    (await attemptCount(keys.ip, window)) >= config.LOGIN_MAX_FAILURES_PER_IP ||
    (await attemptCount(keys.pair, window)) >= config.LOGIN_MAX_FAILURES_PER_EMAIL;
  if (refused) {
    logger.warn({ event: "signin.throttled", email, ip }, "sign-in refused");
    tooMany();
  }
  const delay = slowdownMs(
    await attemptCount(keys.email, window),
    config.LOGIN_MAX_FAILURES_PER_EMAIL,
  );
  if (delay > 0) {
    logger.warn({ event: "signin.slowed", email, ip, delayMs: delay }, "sign-in slowed down");
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export async function throttleAfter(ctx: HookContext & { returned: unknown }) {
  if (ctx.path !== SIGN_IN) return;
  const email = emailOf(ctx.body);
  if (!email) return;
  const ip = clientIpOf(ctx.headers ?? new Headers());
  const keys = signInKeys(email, ip);
  // Every sign-in is logged with time, address and account, never with the password.
  if (!isAPIError(ctx.returned)) {
    logger.info({ event: "signin.success", email, ip }, "signed in");
    await clearAttempts(keys.email);
    await clearAttempts(keys.pair);
    return;
  }
  logger.warn(
    { event: "signin.failure", email, ip, status: ctx.returned.statusCode },
    "sign-in failed",
  );
  // Only wrong credentials count; a malformed request is not a guess.
  if (ctx.returned.statusCode !== 401) return;
  const window = getConfig().LOGIN_FAILURE_WINDOW_SECONDS;
  for (const key of Object.values(keys)) await countAttempt(key, window);
}

/** After a completed password reset: the owner proved the inbox, so past guesses are forgiven. */
export async function clearSignInFailures(email: string) {
  const normalised = email.trim().toLowerCase();
  await clearAttempts(`login:email:${normalised}`);
  await clearAttemptsStartingWith(`login:pair:${normalised}|`);
}
