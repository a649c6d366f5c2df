import { getConfig } from "../config.ts";

// ADMIN_EMAILS names the owners' addresses. It grants the admin role only to an account whose
// address is proved: by the emailed verification link, or by an OpenID provider that says
// email_verified. Otherwise whoever registered a listed address first would become admin
// (ADR 0061).

export function isListedAdminEmail(email: string) {
  return getConfig().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

export function grantsAdminRole(user: { email: string; emailVerified: boolean }) {
  return user.emailVerified && isListedAdminEmail(user.email);
}
