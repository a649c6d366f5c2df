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

/** The two headers for an unsubscribe address and a mailto address (pure, for the tests). */
export function formatListUnsubscribe(url: string, mailto: string, token: string) {
  const subject = encodeURIComponent(`unsubscribe ${token}`);
  // A header value on one line: RFC 2369 angle brackets, no raw comma, space or line break
  // inside either address (the URL is ours; the mailto address is the configured sender).
  const safe = (address: string) => address.replace(/[\s<>,]/g, encodeURIComponent);
  return {
    "List-Unsubscribe": `<${safe(url)}>, <mailto:${safe(mailto)}?subject=${subject}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The headers every newsletter mail to this reader carries. */
export function listUnsubscribeHeaders(subscriberId: string): Record<string, string> {
  return formatListUnsubscribe(
    preferencesUrl(subscriberId),
    mailtoAddress(),
    unsubscribeToken(subscriberId),
  );
}
