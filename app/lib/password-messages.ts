// The words of the password screens (/reset and /reset-password, spec section 8), apart from
// login-messages.ts so the login page does not carry them.

export const resetMessages = {
  sentTitle: "Password Reset Email Sent",
  sent: "Please check your email inbox for further instructions.",
  tooManyTitle: "Too many requests",
  tooMany: "Too many reset requests. Please try again later.",
  changedTitle: "Password changed",
  changed: "Your new password is set and you have been signed out everywhere else. Please login.",
  invalidLink: "This reset link is invalid or has expired. Please request a new one.",
  // The link mailed to an ADMIN_EMAILS address leads to the same page (ADR 0120).
  confirmTitle: "Confirm your address and choose your password",
  confirmIntro:
    "Choose the password for your account. Saving it confirms that the email address is yours.",
  confirmedTitle: "Address confirmed",
  confirmed:
    "Your email address is confirmed and your password is set. You have been signed out everywhere: please login.",
} as const;
