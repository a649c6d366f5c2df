import { getConfig } from "../config.ts";
import { emailVerificationMessage } from "../mail/templates/email-verification.ts";
import { sendAccountMail } from "./account-mail.ts";
import { mailAdminConfirmation } from "./admin-confirmation.ts";
import { isListedAdminEmail } from "./admin-emails.ts";

// Proving an email address (ADR 0061, as amended by ADR 0120): Better Auth mails a signed link on
// sign-up; following it marks the address verified and ends every session the account had, since
// those may be anyone's who knew the password. It then leads to the login page. A signed-in person
// can ask for the link again on the profile page (password-flows.ts). The link is signed, not
// stored, and expires after VERIFY_LINK_HOURS. ADMIN_EMAILS addresses are sent the "confirm and
// choose your password" link instead (admin-confirmation.ts).

export const VERIFY_LINK_HOURS = 24;
/** Where the link leads; Better Auth appends &error=… when the link is bad or expired. */
export const VERIFIED_PAGE = "/login?verified=1";

function verificationUrl(token: string) {
  const callback = encodeURIComponent(VERIFIED_PAGE);
  return `${getConfig().siteUrl}/api/auth/verify-email?token=${token}&callbackURL=${callback}`;
}

/** What these callbacks need of Better Auth's context (handed in by auth.ts, which builds on this). */
export type AuthInternals = () => Promise<{
  internalAdapter: Parameters<typeof mailAdminConfirmation>[0] & {
    deleteUserSessions(userId: string): Promise<unknown>;
  };
}>;

/** Better Auth's emailVerification options. */
export function emailVerificationOptions(internals: AuthInternals) {
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: false,
    expiresIn: VERIFY_LINK_HOURS * 60 * 60,
    sendVerificationEmail: async ({
      user,
      token,
    }: {
      user: { id: string; email: string };
      token: string;
    }) => {
      if (isListedAdminEmail(user.email)) {
        mailAdminConfirmation((await internals()).internalAdapter, user);
        return;
      }
      sendAccountMail(user.email, () =>
        emailVerificationMessage({
          to: user.email,
          url: verificationUrl(token),
          expiresInHours: VERIFY_LINK_HOURS,
        }),
      );
    },
    afterEmailVerification: async (user: { id: string }) => {
      await (await internals()).internalAdapter.deleteUserSessions(user.id);
    },
  };
}
