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

export const signUpSchema = z.object({
  name: required("Name is required", 100, "Name"),
  photoURL: required("Photo URL is required", 2000, "Photo URL"),
  email: email(),
  password,
});
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
  photoURL: required("Photo URL is required", 2000, "Photo URL"),
});
