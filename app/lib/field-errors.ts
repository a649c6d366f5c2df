// The one shape invalid input is answered with, by every form and every API call: the first
// message of each field, keyed by the field's name. Works with Zod and Zod Mini alike (both
// report issues with a path and a message), and imports neither, so it costs a page nothing.

export type FieldErrors = Record<string, string>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Anything with Zod's safeParse: a Zod or Zod Mini schema. */
export type Schema<T = unknown> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

/** The first message for each field; an issue about the whole value is keyed "form". */
export function fieldErrors(error: { issues: readonly Issue[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Checks values against a form's schema: Zod's safeParse, with the errors as FieldErrors. */
export function validate<T>(schema: Schema<T>, values: unknown) {
  const result = schema.safeParse(values);
  if (result.success) return { success: true as const, data: result.data };
  return { success: false as const, errors: fieldErrors(result.error) };
}
