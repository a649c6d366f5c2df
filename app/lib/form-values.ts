// Reading a posted form into plain values: the same on both sides, for the browser's checks and
// for route actions.

/** A form's text values (checkboxes arrive as "on"); files are left out. */
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
