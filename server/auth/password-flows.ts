import { isAPIError } from "better-auth/api";
import type { LoginFailure } from "#app/lib/login-messages.ts";
import { signUpMessages } from "#app/lib/login-messages.ts";
import { anonymousImageLimits, inspectImage } from "../images/image-pipeline.ts";
import { logger } from "../logger.ts";
import { failure, type Result } from "../result.ts";
import { attachSignUpPicture } from "../users/user-picture.ts";
import { getAuth } from "./auth.ts";
import { tooManyRequests } from "./auth-rate-limit.ts";
import { clientIpOf, limitKey } from "./client-ip.ts";
import { VERIFIED_PAGE } from "./email-verification.ts";
import { describeLoginError } from "./login-failure.ts";
import { TOO_MANY_ATTEMPTS } from "./login-throttle-hooks.ts";

// The account forms' server side: each calls Better Auth in-process with the visitor's request
// headers (so the same hooks, throttles and cookies apply as over HTTP) and answers in the
// terms the screens need. Set-Cookie headers are handed back for the route to forward.

type Ok = { ok: true; headers: Headers };

export async function signInWithPassword(
  request: Request,
  input: { email: string; password: string },
): Promise<Ok | { ok: false; failure: LoginFailure }> {
  try {
    const { headers } = await getAuth().api.signInEmail({
      body: { email: input.email.trim(), password: input.password },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    return { ok: false, failure: await describeLoginError(error, input.email.trim()) };
  }
}

/**
 * Creates the account with the spec's record defaults. The session Better Auth opens on sign-up
 * is closed again: the spec's flow is 'User created successfully. Please login'. An uploaded
 * picture (ADR 0091) is checked first and stored only once the account exists, so a refused
 * sign-up (a taken email, too many attempts) stores nothing.
 */
export async function signUpWithPassword(
  request: Request,
  input: { name: string; email: string; password: string; photoURL?: string; picture?: Buffer },
): Promise<Result<{ pictureProblem: string | null }>> {
  const auth = getAuth();
  const pictureLimits = { ...anonymousImageLimits, client: limitKey(clientIpOf(request.headers)) };
  if (input.picture) {
    const inspected = await inspectImage(input.picture, pictureLimits);
    if (!inspected.ok) return { ...inspected, errors: { photo: inspected.message } };
  }
  let userId: string;
  try {
    const result = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email.trim(),
        password: input.password,
        image: input.picture ? undefined : input.photoURL,
      },
      headers: request.headers,
    });
    userId = result.user.id;
    if (result.token) {
      const context = await auth.$context;
      await context.internalAdapter.deleteSession(result.token);
    }
  } catch (error) {
    if (!isAPIError(error)) {
      logger.error({ err: error }, "sign-up failed unexpectedly");
      return failure("invalid", signUpMessages.failure);
    }
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "INVALID_EMAIL") return failure("invalid", "Invalid email address");
    if (error.statusCode === 429) {
      return failure("rate-limited", tooManyRequests);
    }
    // A taken email and anything else read the same (the spec's wording).
    return failure("invalid", signUpMessages.failure);
  }
  // The account exists: its picture is stored now, and a picture that fails only now (it looked
  // like an image) leaves the account without a photo, to be added on the profile page.
  const pictureProblem = input.picture
    ? await attachSignUpPicture(userId, input.picture, pictureLimits)
    : null;
  return { ok: true, pictureProblem };
}

/** Always 'sent' unless throttled: whether the email has an account is never revealed. */
export async function requestPasswordReset(
  request: Request,
  email: string,
): Promise<"sent" | "too-many"> {
  try {
    await getAuth().api.requestPasswordReset({
      body: { email: email.trim(), redirectTo: "/reset-password" },
      headers: request.headers,
    });
  } catch (error) {
    const code = isAPIError(error)
      ? (error.body as { code?: string } | undefined)?.code
      : undefined;
    if (code === TOO_MANY_ATTEMPTS || (isAPIError(error) && error.statusCode === 429)) {
      return "too-many";
    }
    if (!isAPIError(error)) logger.error({ err: error }, "password reset request failed");
  }
  return "sent";
}

export async function resetPassword(
  request: Request,
  input: { token: string; password: string },
): Promise<{ ok: true } | { ok: false; reason: "invalid-link" | "failed" }> {
  try {
    await getAuth().api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: request.headers,
    });
    return { ok: true };
  } catch (error) {
    const code = isAPIError(error)
      ? (error.body as { code?: string } | undefined)?.code
      : undefined;
    if (code === "INVALID_TOKEN") return { ok: false, reason: "invalid-link" };
    logger.error({ err: error }, "password reset failed");
    return { ok: false, reason: "failed" };
  }
}

/** Ends the session on the server; the returned headers clear the cookies. */
export async function signOut(request: Request) {
  try {
    const { headers } = await getAuth().api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    // Signing out without a session is not an error worth showing; the spec only logs.
    logger.warn({ err: error }, "sign-out failed");
    return new Headers();
  }
}

/** The profile page's "send the link again" for the signed-in person's own address. */
export async function resendVerificationEmail(
  request: Request,
  email: string,
): Promise<"sent" | "already-verified" | "too-many"> {
  try {
    await getAuth().api.sendVerificationEmail({
      body: { email, callbackURL: VERIFIED_PAGE },
      headers: request.headers,
    });
    return "sent";
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 429) return "too-many";
    const code = isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : "";
    if (code === "EMAIL_ALREADY_VERIFIED") return "already-verified";
    throw error;
  }
}
