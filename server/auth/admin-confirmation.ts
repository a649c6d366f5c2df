import { randomBytes } from "node:crypto";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { adminConfirmationMessage } from "../mail/templates/admin-confirmation.ts";
import { grantListedAdmin } from "../users/role-changes.ts";
import {
  deleteSessionsOf,
  markEmailVerified,
  removeProviderAccounts,
} from "../users/user-repository.ts";
import { sendAccountMail } from "./account-mail.ts";
import { isListedAdminEmail } from "./admin-emails.ts";
import { clearSignInFailures } from "./login-throttle-hooks.ts";

// How an ADMIN_EMAILS address becomes admin (ADR 0120). Whoever registered it first knows the
// password they chose, so a link that only proves the inbox can never be enough: the link mailed
// to a listed address is a password-reset link (Better Auth's token, our /reset-password page,
// worded "confirm your address and choose your password"). Completing it, or any mailed reset,
// verifies the address, sets a password only the inbox holder knows, ends every session (Better
// Auth, revokeSessionsOnPasswordReset) and only then grants the role. The other way in is an
// OpenID provider vouching for the address when it creates the account (auth.ts).

const CONFIRM_LINK_HOURS = 24;

/** Better Auth's link for a reset token: it checks the token, then goes on to `page`. */
export function passwordLink(token: string, page: "/reset-password" | "/reset-password?confirm=1") {
  const callback = encodeURIComponent(page);
  return `${getConfig().siteUrl}/api/auth/reset-password/${token}?callbackURL=${callback}`;
}

/** Where Better Auth keeps its reset tokens: ours must be found by its reset endpoints. */
type ResetTokenStore = {
  createVerificationValue(data: {
    identifier: string;
    value: string;
    expiresAt: Date;
  }): Promise<unknown>;
};

/** A new reset token, valid CONFIRM_LINK_HOURS, and its link to the page's confirm wording. */
async function confirmAndChooseLink(store: ResetTokenStore, userId: string) {
  const token = randomBytes(24).toString("base64url");
  await store.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + CONFIRM_LINK_HOURS * 60 * 60 * 1000),
  });
  return passwordLink(token, "/reset-password?confirm=1");
}

/** Mails a listed address its "confirm and choose your password" link. */
export function mailAdminConfirmation(store: ResetTokenStore, user: { id: string; email: string }) {
  sendAccountMail(user.email, async () =>
    adminConfirmationMessage({
      to: user.email,
      url: await confirmAndChooseLink(store, user.id),
      expiresInHours: CONFIRM_LINK_HOURS,
    }),
  );
}

/**
 * After a password was chosen through a mailed link (Better Auth has already ended every session
 * of the account): the address is proved, past sign-in failures are forgiven (ADR 0063), and a
 * listed address becomes admin. When the address had not been proved before, sign-ins through a
 * provider that were joined to the account went with whoever registered it, so they are removed.
 */
export async function afterMailedPasswordChosen(user: {
  id: string;
  email: string;
  emailVerified: boolean;
}) {
  // Better Auth ended every session before the new password was committed; a sign-in that
  // proved the old password may have written one since (stale-sign-in.ts), so again, now.
  await deleteSessionsOf(user.id);
  await markEmailVerified(user.id);
  if (!user.emailVerified) await removeProviderAccounts(user.id);
  await clearSignInFailures(user.email);
  if (isListedAdminEmail(user.email)) {
    await grantListedAdmin(user.id, user.email);
    logger.info(
      { event: "admin.granted", email: user.email },
      "a listed address chose its password",
    );
  }
}
