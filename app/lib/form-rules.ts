import * as z from "zod/mini";

// Building blocks shared by the enquiry and booking schemas. They use Zod Mini: these schemas
// ship to the browser on public pages, and the full Zod would add ~25 kB gzip to each (ADR 0050).

/** A field real visitors never see or fill; anything in it marks the submission as a bot's. */
export const HONEYPOT_FIELD = "website";

/**
 * The length limit of a text field. It aborts: a pattern checked after it never sees an
 * over-long value (a 100 kB value costs no more than a 100-character one).
 */
function maxLength(max: number, label: string) {
  return z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true });
}

/** Required text, trimmed; a missing value gets the same message as an empty one. */
export function limitedText(requiredMessage: string, max: number, label: string) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), maxLength(max, label));
}

/** Optional text, trimmed; missing becomes "". */
export function optionalText(max: number, label: string) {
  return z._default(z.string().check(z.trim(), maxLength(max, label)), "");
}

/**
 * Sent by a public form posted through a fetcher (with JavaScript): the route's action then
 * answers in place, for the page's dialog, instead of redirecting to its thank-you page.
 */
export const IN_PLACE_FIELD = "inPlace";
