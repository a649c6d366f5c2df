import { getConfig } from "../config.ts";

// ADMIN_EMAILS names the owners' addresses. A listed account becomes admin when its password is
// chosen through a link mailed to the address (admin-confirmation.ts), or when an OpenID provider
// vouches for the address as it creates the account (below). A verified address alone is not
// enough: whoever registered it first knows the password they chose (ADR 0120, after ADR 0061).

export function isListedAdminEmail(email: string) {
  return getConfig().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/** For an account being created: only a provider's email_verified makes it verified already. */
export function grantsAdminRole(user: { email: string; emailVerified: boolean }) {
  return user.emailVerified && isListedAdminEmail(user.email);
}
