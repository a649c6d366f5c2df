import { isAPIError } from "better-auth/api";
import type { LoginFailure } from "#app/lib/login-messages.ts";
import { logger } from "../logger.ts";
import { findUserByEmail, hasPassword } from "../users/user-repository.ts";
import { TOO_MANY_ATTEMPTS } from "./login-throttle-hooks.ts";

// Better Auth answers a wrong password and an unknown email alike (INVALID_EMAIL_OR_PASSWORD).
// The spec asks for different messages, so the account is looked up to tell them apart. This
// reveals whether an email is registered (sign-up does too); the per-email and per-address
// throttle keeps that slow (ADR 0011).

type Classified = LoginFailure | "credentials";

/** The failure kind for an error code alone; "credentials" still needs the account lookup. */
export function classifyLoginErrorCode(code: string | undefined, status?: number): Classified {
  if (code === TOO_MANY_ATTEMPTS || status === 429) return "tooManyAttempts";
  if (code === "INVALID_EMAIL") return "invalidEmail";
  if (code === "INVALID_EMAIL_OR_PASSWORD") return "credentials";
  return "otherFailure";
}

export async function describeLoginError(error: unknown, email: string): Promise<LoginFailure> {
  if (!isAPIError(error)) {
    logger.error({ err: error }, "password sign-in failed unexpectedly");
    return "otherFailure";
  }
  const code = (error.body as { code?: string } | undefined)?.code;
  const kind = classifyLoginErrorCode(code, error.statusCode);
  if (kind !== "credentials") return kind;
  const user = await findUserByEmail(email);
  if (!user) return "userNotFound";
  return (await hasPassword(user.id)) ? "wrongPassword" : "noPassword";
}
