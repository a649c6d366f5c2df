import { countRefusedAuthRequest } from "../auth/auth-rate-limit.ts";
import { normaliseIp } from "../auth/client-ip.ts";
import { pagePath } from "../cache/cache-key.ts";
import { countRefusedSubmission } from "../inbox/submissions.ts";
import { countRefusedSignUp } from "../newsletter/subscribe.ts";

// The pages whose forms strangers may post, each with the per-address allowance it counts
// against. A body refused before its action ran (over its size or field limit) still uses one
// attempt of that allowance (ADR 0149): otherwise a refused body would cost nothing to repeat.
// Paths are the page's, whether posted to the page or to its `.data` (React Router's fetch).

const doors: Array<[RegExp, (ip: string | null) => Promise<void>]> = [
  [/^\/signup$/i, (ip) => countRefusedAuthRequest("/sign-up/email", ip)],
  [/^\/login$/i, (ip) => countRefusedAuthRequest("/sign-in/email", ip)],
  [/^\/reset$/i, (ip) => countRefusedAuthRequest("/request-password-reset", ip)],
  [/^\/reset-password(\/|$)/i, (ip) => countRefusedAuthRequest("/reset-password", ip)],
  [/^\/(enquiry|contact)$/i, (ip) => countRefusedSubmission("enquiry", ip)],
  [/^\/book$/i, (ip) => countRefusedSubmission("booking", ip)],
  [/^\/newsletter$/i, (ip) => countRefusedSignUp(ip)],
];

/** Counts a refused body posted to a form door; other paths count nothing. */
export async function countRefusedBody(path: string, ip: string | undefined) {
  const door = doors.find(([pattern]) => pattern.test(pagePath(path)));
  await door?.[1](normaliseIp(ip));
}
