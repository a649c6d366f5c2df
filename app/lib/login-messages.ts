// The words of the account screens (spec section 8), shared by route actions and components.
// The password screens' own words are in password-messages.ts, so the login page, the busiest,
// does not carry them.

export const loginMessages = {
  successTitle: "User Login Successful.",
  failureTitle: "Login Failed",
  wrongPassword: "Incorrect password. Please try again.",
  userNotFound: "No user found with this email.",
  invalidEmail: "Invalid email format.",
  tooManyAttempts: "Too many login attempts. Please try again later.",
  otherFailure: "Login failed. Please try again.",
  // Not in the spec: an account created with Google has no password to check.
  noPassword: "This account signs in with Google. Please use 'Login with Google'.",
} as const;

export type LoginFailure = Exclude<keyof typeof loginMessages, "successTitle" | "failureTitle">;

export const signUpMessages = {
  success: "User created successfully. Please login",
  failureTitle: "Error occurred",
  failure: "An error occurred while signing up.",
} as const;

/** The login page's word when the emailed confirmation link leads there (ADR 0120). */
export const verificationMessages = {
  confirmed: "Thank you: your email address is confirmed. Please login again.",
  linkFailed:
    "That confirmation link is invalid or has expired. Login and ask for a new one on your profile page.",
} as const;

export const googleMessages = {
  success: "Login with Google successfully.",
  failureTitle: "Google sign-in failed",
  cancelled: "Google sign-in was cancelled. You can try again or use your email and password.",
  notLinked:
    "An account with this email already exists. Please login with your email and password.",
  unavailable: "Google sign-in is not available right now. Please try again later.",
  failure: "We could not sign you in with Google. Please try again.",
} as const;

/** A readable message for the error code Better Auth appends to the Google error callback. */
export function googleFailureMessage(code: string) {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, "_");
  if (normalized === "access_denied") return googleMessages.cancelled;
  if (normalized.includes("account_not_linked")) return googleMessages.notLinked;
  if (normalized.includes("oauth_provider_not_found") || normalized.includes("unable_to_get_user"))
    return googleMessages.unavailable;
  return googleMessages.failure;
}
