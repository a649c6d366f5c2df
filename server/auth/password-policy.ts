import { APIError } from "better-auth/api";
import { password } from "#app/lib/auth-schemas.ts";

// The spec's password rules (section 5) hold on every server path that sets a password, not only
// in the forms: the same Zod schema the forms use is applied to Better Auth's endpoints in a
// "before" hook (so over HTTP and in-process alike). Better Auth's own length limits stay as a
// second line.

/** The body field that carries the new password, per Better Auth endpoint. */
export const PASSWORD_FIELDS: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

export const PASSWORD_POLICY = "PASSWORD_POLICY";

/** Throws a 400 with the spec's message when the new password breaks the rules. */
export function assertPasswordPolicy(path: string, body: unknown) {
  const field = PASSWORD_FIELDS[path];
  if (!field) return;
  const value = (body as Record<string, unknown> | undefined)?.[field];
  const checked = password.safeParse(value);
  if (checked.success) return;
  throw new APIError("BAD_REQUEST", {
    code: PASSWORD_POLICY,
    message: checked.error.issues[0]?.message ?? "Password is required",
  });
}
