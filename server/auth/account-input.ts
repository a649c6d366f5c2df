import { APIError } from "better-auth/api";
import { z } from "zod";
import { password, photoUrlRequired, signUpFields } from "#app/lib/auth-schemas.ts";

// What Better Auth's endpoints accept is held to the forms' own schemas, in a "before" hook (so
// over HTTP and in-process alike):
// - the spec's password rules (section 5) on every path that sets a password; Better Auth's own
//   length limits stay as a second line;
// - sign-up's name and photo address to the form's lengths (Better Auth has no limit: a 98 kB
//   name was stored).

/** The body field that carries the new password, per Better Auth endpoint. */
export const PASSWORD_FIELDS: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

export const PASSWORD_POLICY = "PASSWORD_POLICY";

function refuse(code: string, message: string | undefined): never {
  throw new APIError("BAD_REQUEST", { code, message: message ?? "The request is not valid." });
}

/** Throws a 400 with the spec's message when the new password breaks the rules. */
export function assertPasswordPolicy(path: string, body: unknown) {
  const field = PASSWORD_FIELDS[path];
  if (!field) return;
  const value = (body as Record<string, unknown> | undefined)?.[field];
  const checked = password.safeParse(value);
  if (!checked.success) refuse(PASSWORD_POLICY, checked.error.issues[0]?.message);
}

const signUpApiFields = signUpFields.pick({ name: true }).extend({
  // Over the API there is no picture to upload: an address, when given, must be a real one.
  image: signUpFields.shape.photoURL.unwrap().pipe(z.string().min(1, photoUrlRequired)).optional(),
});

/** Sign-up's name and photo address, as the sign-up form's schema has them. */
export function assertSignUpFields(path: string, body: unknown) {
  if (path !== "/sign-up/email") return;
  const checked = signUpApiFields.safeParse(body ?? {});
  if (!checked.success) refuse("INVALID_FIELDS", checked.error.issues[0]?.message);
}
