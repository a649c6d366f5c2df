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

/** The first message for each field, the shape the forms and the API answer with. */
export function firstErrors(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Reads a form post into a plain object of strings (checkboxes arrive as "on"). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * A posted form's values for an action. A body that is not a form (JSON, garbage) reads as no
 * values, so the visitor gets the field messages (400), never a 500. Oversized bodies never get
 * here: the server counts every body as it streams in (server/http/body-limits.ts).
 */
export async function readFormValues(request: Request): Promise<Record<string, string>> {
  try {
    return formValues(await request.formData());
  } catch {
    return {};
  }
}
