import { defineRequestState, hasRequestState } from "@better-auth/core/context";
import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { account, session } from "../db/schema/auth.ts";
import { logger } from "../logger.ts";

// A password sign-in reads the stored hash, spends ~100 ms verifying it, then creates a session.
// A password chosen through a mailed link inside that window (which ends every session and may
// grant the admin role, ADR 0120) must not be outlived by a session proved with the old
// password: the squatter of a listed address would become admin, a thief would keep his access.
// So the hash a sign-in verified is remembered for its request, and once its session exists the
// account's current hash is read again; a different one deletes the session (ADR 0125).
// afterMailedPasswordChosen ends the account's sessions a second time after the new password is
// committed, which covers a session written before that commit and checked just before it.

const verifiedHash = defineRequestState<string | null>(() => null);

/** Called by the password check with the hash that proved the password (after any upgrade). */
export async function rememberVerifiedHash(hash: string) {
  if (await hasRequestState()) await verifiedHash.set(hash);
}

async function currentPasswordHash(userId: string) {
  const [row] = await getDb()
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

/** Better Auth's session.create.after hook: refuses a sign-in whose password has since changed. */
export async function refuseStaleSignIn(created: { id: string; userId: string }) {
  if (!(await hasRequestState())) return;
  const proved = await verifiedHash.get();
  if (proved === null || proved === (await currentPasswordHash(created.userId))) return;
  await getDb().delete(session).where(eq(session.id, created.id));
  logger.warn(
    { event: "auth.stale-sign-in", userId: created.userId },
    "the password changed while a sign-in was checking it; its session was deleted",
  );
  // The password it proved is no longer the account's: answered like any wrong password.
  throw APIError.from("UNAUTHORIZED", BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD);
}
