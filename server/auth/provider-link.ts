import { logger } from "../logger.ts";
import { deleteSessionsOf, removeOtherSignIns } from "../users/user-repository.ts";

// A provider (Google) joined to an existing account (ADR 0127). Joining needs the provider to
// vouch for the address and the account to have proved it (auth.ts, ADR 0010), but proving it
// only means someone clicked the mailed link: whoever registered the address chose the password,
// and may not be the inbox's owner (third review: a registrant kept signing in with their password
// after the owner confirmed, and the owner's later Google sign-in would have joined that account).
// The same holds for a provider sign-in that did not vouch for the address (fourth review: the
// squatter signed in with an unvouched Google identity, had the link re-sent, and came back in
// through it after the owner joined). The vouching provider's word is the stronger proof, so on
// joining every other way in (a password, other provider identities) is removed and every
// session ends. The owner can set a password again through "Forgot password?".

/** Better Auth's account.create.after hook. */
export async function afterProviderJoined(created: {
  id: string;
  userId: string;
  providerId: string;
}) {
  if (created.providerId === "credential") return;
  // A provider that created the account finds nothing else: nothing to take.
  if ((await removeOtherSignIns(created.userId, created.id)) === 0) return;
  await deleteSessionsOf(created.userId);
  logger.info(
    { event: "auth.provider-joined", userId: created.userId, provider: created.providerId },
    "a provider joined an account: its other sign-ins were removed, its sessions ended",
  );
}
