import { z } from "zod";

// One schema per account form (spec section 5), used by the browser before submitting and by
// the route action again on the server. The messages are the spec's, word for word.

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The spec's password rules: 6 to 20 characters with upper, lower, digit and one of !@#$&*. */
export const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(6, "Password must be 6 characters")
  .max(20, "Password must be less than 20 characters")
  .regex(
    /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$&*])/,
    "Password must have one Uppercase one lower case, one number and one special character.",
  );

export const photoUrlRequired = "Photo URL is required";

/** A pasted photo address: an http(s) URL, nothing else (no javascript:, data: or file: ones). */
const photoAddress = z
  .string({ error: photoUrlRequired })
  .trim()
  .max(2048, "That address is too long.")
  .refine(
    (value) => value === "" || (/^https?:\/\//i.test(value) && URL.canParse(value)),
    "Photo URL must be an http:// or https:// address",
  );

/** A file chosen in the picture input (an empty one when none was). */
export function isChosenPicture(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File && value.size > 0;
}

/**
 * Sign-up (spec section 5). The photo is a pasted address or an uploaded picture (ADR 0091):
 * either one answers the spec's 'Photo URL is required'; a chosen picture is used over an address.
 */
export const signUpSchema = z
  .object({
    name: required("Name is required"),
    photoURL: photoAddress.optional(),
    photo: z.unknown().optional(),
    email: required("Email is required"),
    password,
  })
  .refine((values) => Boolean(values.photoURL) || isChosenPicture(values.photo), {
    path: ["photoURL"],
    message: photoUrlRequired,
    // Checked with the other fields, not only once they are all right: an empty form shows
    // every message at once.
    when: () => true,
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The browser only requires both fields; the format is judged by the sign-in itself. */
export const loginSchema = z.object({
  email: required("Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});

export const resetRequestSchema = z.object({
  email: required("Email is required"),
});

export const newPasswordSchema = z
  .object({
    token: required("This reset link is incomplete. Please request a new one."),
    password,
    confirmPassword: z.string({ error: "Please repeat the new password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

export const profileSchema = z.object({
  name: required("Name is required"),
  photoURL: photoAddress.pipe(z.string().min(1, photoUrlRequired)),
});

/** The first message for each field, keyed by field name, as the forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
