import { APIError } from "better-auth/api";
import { claimOnce, undoOnServerError } from "../audit/request-scope.ts";
import { getConfig } from "../config.ts";
import { countAttempt, uncountAttempt } from "./attempt-counter.ts";
import { clientIpOf, limitKey } from "./client-ip.ts";

// Requests per minute per client address to the account endpoints (ADR 0064). Counted in a
// Better Auth "before" hook, which runs for HTTP calls (/api/auth/...) and for the pages' own
// in-process calls alike, so /signUp and POST /api/auth/sign-up/email share one allowance.
// Better Auth's own limiter runs only in its HTTP router, so it is switched off for these paths
// (rateLimitOverrides). The count lives in the database, shared by every server process.
// Endpoints no page needs are not limited but switched off over HTTP (UNUSED_ENDPOINTS).

export const RATE_LIMITED_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/send-verification-email",
  "/verify-email",
] as const;

const WINDOW_SECONDS = 60;

/** Better Auth endpoints that neither a page nor the REST API's clients use. */
export const UNUSED_ENDPOINTS = [
  "/account-info",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/get-access-token",
  "/link-social",
  "/list-accounts",
  "/list-sessions",
  "/refresh-token",
  "/revoke-other-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/sign-in/social",
  "/unlink-account",
  "/update-session",
  "/update-user",
  "/verify-password",
] as const;

/** Better Auth's customRules: its HTTP-only limiter stands aside where ours counts. */
export function rateLimitOverrides() {
  return Object.fromEntries(RATE_LIMITED_PATHS.map((path) => [path, false as const]));
}

type RateLimitedPath = (typeof RATE_LIMITED_PATHS)[number];

const rateKey = (path: string, ip: string | null) => `rate:${path}:${limitKey(ip)}`;

/**
 * Counts a request to an account endpoint that was refused before it could reach it (a form body
 * over its size or field limit): it uses the sender's allowance like any other attempt, so
 * oversized bodies cannot be sent without end (ADR 0149).
 */
export async function countRefusedAuthRequest(path: RateLimitedPath, ip: string | null) {
  const key = rateKey(path, ip);
  if (claimOnce(key)) await countAttempt(key, WINDOW_SECONDS);
}

export const tooManyRequests = "Too many requests. Please try again later.";

/**
 * Counts one attempt of the address's allowance, once per request however many doors it passes,
 * and answers whether it is within the allowance. A request failing on our side gives it back.
 */
export async function admitAuthRequest(path: RateLimitedPath, ip: string | null) {
  const key = rateKey(path, ip);
  if (!claimOnce(key)) return true;
  const count = await countAttempt(key, WINDOW_SECONDS);
  if (count > getConfig().AUTH_RATE_LIMIT_PER_MINUTE) return false;
  undoOnServerError(() => uncountAttempt(key));
  return true;
}

export async function enforceAuthRateLimit(path: string, headers: Headers | undefined) {
  if (!(RATE_LIMITED_PATHS as readonly string[]).includes(path)) return;
  const ip = clientIpOf(headers ?? new Headers());
  if (await admitAuthRequest(path as RateLimitedPath, ip)) return;
  throw new APIError("TOO_MANY_REQUESTS", { message: tooManyRequests });
}
