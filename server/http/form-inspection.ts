import { containsNul, NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { BodyTooLarge } from "./body-limits.ts";

// A form posted to a page is parsed once here, before React Router runs any action: a body past
// its limit is refused (413) before an action sees part of it, and text the database cannot store
// (U+0000) gets a clear 400 instead of a failed insert (ADR 0067). The action reads the request's
// own copy of the body afterwards (the clone tees the stream; the cap bounds what is held).

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** "too-large", a message for a refused form, or null to go on. */
export async function refusedForm(request: Request): Promise<"too-large" | string | null> {
  if (!request.body || !formTypes.test(request.headers.get("content-type") ?? "")) return null;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as Error)?.cause instanceof BodyTooLarge) {
      return "too-large";
    }
    // Not a readable form: the action decides what that means (its schema's messages).
    return null;
  }
  for (const [name, value] of form) {
    if (containsNul(name) || (typeof value === "string" && containsNul(value))) return NUL_MESSAGE;
  }
  return null;
}
