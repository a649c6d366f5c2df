// Reading a posted form into plain values: the same on both sides, for the browser's checks and
// for route actions.

/** A form's text values (checkboxes arrive as "on"); files are left out. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/** The largest form post an action reads; the longest valid enquiry is far below this. */
const MAX_FORM_BYTES = 100_000;

/**
 * A posted form's values for an action. A body that is not a form (JSON, garbage) reads as no
 * values, so the visitor gets the field messages (400), never a 500; an oversized one is 413.
 */
export async function readFormValues(request: Request): Promise<Record<string, string>> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    throw new Response("The form is too large.", { status: 413 });
  }
  try {
    return formValues(await request.formData());
  } catch {
    return {};
  }
}
