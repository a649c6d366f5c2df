// Every regular expression that a form or API schema runs on what a visitor typed, in one place.
// Each must run in time linear in its input (input-patterns.test.ts proves it with a ReDoS
// checker and a pathological corpus): a pattern that backtracks lets one request hold the
// event loop for seconds (ADR 0060). Schemas also stop at their length limit first.

/**
 * The home enquiry's {email} (not shown by the spec): "something@something.something". Written so
 * the domain's first dot is found without backtracking; it accepts exactly what
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ accepts, which is quadratic on "a@" + "." * n + "@".
 */
export const homeEmailPattern = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The contact page's and booking form's stricter pattern: case-insensitive, a 2+ letter TLD. */
export const strictEmailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** A calendar date as the date input sends it. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A time of day as the time input sends it. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An absolute http(s) image address an article may carry. */
export const imageUrlPattern = /^https?:\/\/[^\s]+$/;

/**
 * The spec's password composition: an uppercase, a lowercase, a digit and one of !@#$&*, each
 * found by a pattern of its own (one pattern of four lookaheads is linear in V8 too, but not
 * provably so for the checker).
 */
export const passwordUppercasePattern = /[A-Z]/;
export const passwordLowercasePattern = /[a-z]/;
export const passwordDigitPattern = /\d/;
export const passwordSpecialPattern = /[!@#$&*]/;
