import { z } from "zod";
import {
  passwordDigitPattern,
  passwordLowercasePattern,
  passwordSpecialPattern,
  passwordUppercasePattern,
} from "./input-patterns.ts";

const composition = [
  passwordUppercasePattern,
  passwordLowercasePattern,
  passwordDigitPattern,
  passwordSpecialPattern,
];

// One schema per account form (spec section 5), used by the browser before submitting and by
// the route action again on the server. The messages are the spec's, word for word.

/** Required text, trimmed, at most `max` characters (checked before anything else runs). */
const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true });

/**
 * The spec's password rules (section 5): 6 to 20 characters with upper, lower, digit and one of
 * !@#$&*. The server applies this same schema to every path that sets a password, the Better
 * Auth endpoints included (server/auth/account-input.ts).
 */
export const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(6, "Password must be 6 characters")
  .max(20, { error: "Password must be less than 20 characters", abort: true })
  .refine(
    (value) => composition.every((pattern) => pattern.test(value)),
    "Password must have one Uppercase one lower case, one number and one special character.",
  );

const email = () => required("Email is required", 254, "Email");

export const photoUrlRequired = "Photo URL is required";

/**
 * A pasted photo address: an http(s) URL, nothing else (no javascript:, data: or file: ones).
 * The forms and POST /api/users's `img` share it.
 */
export const photoAddress = z
  .string({ error: photoUrlRequired })
  .trim()
  .max(2000, { error: "Photo URL must be at most 2000 characters", abort: true })
  .refine(
    (value) => value === "" || (/^https?:\/\//i.test(value) && URL.canParse(value)),
    "Photo URL must be an http:// or https:// address",
  );

/** A file chosen in the picture input (an empty one when none was). */
export function isChosenPicture(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File && value.size > 0;
}

/**
 * A profile picture is shown at a few dozen pixels: 5 MB is ample for a phone's photo, and, since
 * anyone may post the sign-up form, it bounds what a visitor can make the server hold (the body
 * limit of /signUp is this plus the form, counted as it streams: server/http/body-limits.ts).
 */
export const maxPictureBytes = 5 * 1024 * 1024;
export const pictureTooLarge = "The picture is too large. The limit is 5 MB.";

/**
 * Sign-up (spec section 5). The photo is a pasted address or an uploaded picture (ADR 0091):
 * either one answers the spec's 'Photo URL is required'; a chosen picture is used over an address.
 */
export const signUpFields = z.object({
  name: required("Name is required", 100, "Name"),
  photoURL: photoAddress.optional(),
  photo: z
    .unknown()
    .optional()
    .refine((value) => !isChosenPicture(value) || value.size <= maxPictureBytes, pictureTooLarge),
  email: email(),
  password,
});

/** Sign-up's form: its fields, and a photo given one way or the other. */
export const signUpSchema = signUpFields.refine(
  (values) => Boolean(values.photoURL) || isChosenPicture(values.photo),
  {
    path: ["photoURL"],
    message: photoUrlRequired,
    // Checked with the other fields, not only once they are all right: an empty form shows
    // every message at once.
    when: () => true,
  },
);
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The browser only requires both fields; the format is judged by the sign-in itself. */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});

export const resetRequestSchema = z.object({
  email: email(),
});

export const newPasswordSchema = z
  .object({
    token: required(
      "This reset link is incomplete. Please request a new one.",
      200,
      "The reset link",
    ),
    password,
    confirmPassword: z.string({ error: "Please repeat the new password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

export const profileSchema = z.object({
  name: required("Name is required", 100, "Name"),
  photoURL: photoAddress.pipe(z.string().min(1, photoUrlRequired)),
});
