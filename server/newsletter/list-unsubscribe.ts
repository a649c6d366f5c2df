import { getConfig } from "../config.ts";
import { preferencesUrl } from "./newsletter-mail.ts";
import { unsubscribeToken } from "./tokens.ts";

// The headers every newsletter mail carries (RFC 2369 and RFC 8058; Gmail and Yahoo require
// them of bulk senders). The https address answers a POST of "List-Unsubscribe=One-Click" by
// unsubscribing, with no session and no question; opened in a browser it is the reader's
// preferences page. The mailto goes to the site's own address with the token in the subject, for
// clients that only know mailto (someone reads it; the site does not receive mail).

/** The address mailto unsubscribes reach: the sender's own, as a bare address. */
function mailtoAddress() {
  const config = getConfig();
  const from = config.MAIL_FROM ?? `no-reply@${new URL(config.siteUrl).hostname}`;
  return from.match(/<([^>]+)>/)?.[1] ?? from.trim();
}

export function listUnsubscribeHeaders(subscriberId: string): Record<string, string> {
  const subject = encodeURIComponent(`unsubscribe ${unsubscribeToken(subscriberId)}`);
  return {
    "List-Unsubscribe": `<${preferencesUrl(subscriberId)}>, <mailto:${mailtoAddress()}?subject=${subject}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
