import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { sendMail } from "../mail/mailer.ts";
import { emailVerificationMessage } from "../mail/templates/email-verification.ts";

// Proving an email address (ADR 0061): Better Auth mails a signed link on sign-up; following it
// marks the address verified and returns to the profile page, where a signed-in person can also
// ask for the link again (password-flows.ts). The link is signed, not stored, and expires after
// VERIFY_LINK_HOURS.

export const VERIFY_LINK_HOURS = 24;
/** Where the link leads; Better Auth appends &error=… when the link is bad or expired. */
export const VERIFIED_PAGE = "/profile?verified=1";

function verificationUrl(token: string) {
  const callback = encodeURIComponent(VERIFIED_PAGE);
  return `${getConfig().siteUrl}/api/auth/verify-email?token=${token}&callbackURL=${callback}`;
}

/** Better Auth's emailVerification options. */
export function emailVerificationOptions() {
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: false,
    expiresIn: VERIFY_LINK_HOURS * 60 * 60,
    sendVerificationEmail: async ({
      user,
      token,
    }: {
      user: { email: string; name: string };
      token: string;
    }) => {
      // Not awaited, like the reset mail: a sign-up answers as fast whether or not mail is slow.
      void sendMail(
        emailVerificationMessage({
          to: user.email,
          name: user.name,
          url: verificationUrl(token),
          expiresInHours: VERIFY_LINK_HOURS,
        }),
      ).catch((error) => logger.error({ err: error }, "verification email not sent"));
    },
  };
}
