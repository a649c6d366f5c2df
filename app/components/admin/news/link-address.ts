// What the link dialog makes of the address typed (an editor's review): "www.bmd.gov.bd" was kept
// as it stood, a relative address that broke on the live site. An address is kept as an absolute
// http(s) or mailto link, or a site path starting with "/"; a bare host gets https:// and a bare
// e-mail address mailto:; anything else is refused with a message that says what is taken.

export type LinkAddress = { href: string } | { error: string };

export const linkAddressMessage =
  "Enter a web address (such as www.example.com or https://example.com), an e-mail address, or a path on this site starting with /.";

const email = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/u;
// A host name of labels and a dot (or localhost), an optional port, then a path, query or fragment.
const host =
  /^(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,})(?::\d{1,5})?(?:[/?#]\S*)?$/u;

function absolute(address: string): LinkAddress {
  try {
    const url = new URL(address);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) {
      return { href: address };
    }
    if (url.protocol === "mailto:" && email.test(decodeURIComponent(url.pathname))) {
      return { href: address };
    }
  } catch {
    // Not an address at all.
  }
  return { error: linkAddressMessage };
}

/** The link's href for an address as typed (trimmed, not empty). */
export function linkAddress(typed: string): LinkAddress {
  const address = typed.trim();
  if (/\s/u.test(address)) return { error: linkAddressMessage };
  if (address.startsWith("/") && !address.startsWith("//")) return { href: address };
  if (/^[a-z][a-z\d+.-]*:/iu.test(address) && !host.test(address)) return absolute(address);
  if (email.test(address)) return { href: `mailto:${address}` };
  if (host.test(address)) return absolute(`https://${address}`);
  return { error: linkAddressMessage };
}
