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

export const signUpSchema = z.object({
  name: required("Name is required"),
  photoURL: required("Photo URL is required"),
  email: required("Email is required"),
  password,
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
  photoURL: required("Photo URL is required"),
});
