import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";
import { iframeCodeRequired } from "#app/lib/video-schema.ts";
import { readVideoAddress, type VideoRef } from "./video-providers.ts";

// Turns what an admin pastes (a provider's embed code, or a plain video address) into an
// allow-listed video. The HTML is read with a real parser (parse5, the WHATWG algorithm browsers
// use), so quoting, entities, case and whitespace are handled as a browser would; only the
// iframe's src is read, and the stored address is rebuilt from the provider and video id. The
// pasted HTML itself is never kept.

export type EmbedParseResult = { ok: true; video: VideoRef } | { ok: false; message: string };

export const acceptedSources =
  "Paste the embed code (<iframe>) or the address of a YouTube, Vimeo or Facebook video.";

/** Longer than any real embed code; stops a pasted page from being parsed. */
export const maxInputLength = 10_000;

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;

function collectIframes(node: Node, found: DefaultTreeAdapterTypes.Element[]) {
  if ("tagName" in node && node.tagName === "iframe") found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) collectIframes(child, found);
  // Template contents live outside childNodes.
  if ("content" in node) collectIframes(node.content, found);
  return found;
}

const refuse = (message: string): EmbedParseResult => ({ ok: false, message });

/** Makes scheme-less and protocol-relative addresses absolute (https), as browsers would. */
function absolute(address: string) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(address)) return address;
  if (address.startsWith("//")) return `https:${address}`;
  return `https://${address}`;
}

function hostOf(address: string) {
  try {
    return new URL(address).hostname;
  } catch {
    return "";
  }
}

/** One address (a src attribute or a pasted URL) against the allow-list, with a clear refusal. */
export function parseVideoAddress(raw: string): EmbedParseResult {
  const trimmed = raw.trim();
  if (!trimmed) return refuse(`The <iframe> has no src address. ${acceptedSources}`);
  const address = absolute(trimmed);
  const reading = readVideoAddress(address);
  if (reading.ok) return reading;
  switch (reading.reason) {
    case "invalid":
      return refuse(`That is not a valid web address. ${acceptedSources}`);
    case "scheme":
      return refuse(`Only https:// video addresses are accepted. ${acceptedSources}`);
    case "credentials":
      return refuse(
        `Video addresses with a port or a user name are not accepted. ${acceptedSources}`,
      );
    case "host":
      return refuse(
        `${hostOf(address) || "That site"} is not an accepted video site. Only YouTube, Vimeo and Facebook videos can be added.`,
      );
    case "not-a-video":
      return refuse(
        `This ${reading.provider} address does not point to a single video. ${acceptedSources}`,
      );
  }
}

/** Embed code or a plain address → the allow-listed video it names, or why it was refused. */
export function parseVideoInput(input: string): EmbedParseResult {
  const text = input.trim();
  if (!text) return refuse(iframeCodeRequired);
  if (text.length > maxInputLength)
    return refuse(`That is too long for embed code. ${acceptedSources}`);
  if (!text.includes("<")) return parseVideoAddress(text);

  const iframes = collectIframes(parseFragment(text), []);
  if (iframes.length === 0) return refuse(`No <iframe> was found in the code. ${acceptedSources}`);
  const results = iframes.map((iframe) => {
    const src = iframe.attrs.find((attr) => attr.name === "src")?.value;
    return src === undefined || !src.trim()
      ? refuse(`The <iframe> has no src address. ${acceptedSources}`)
      : parseVideoAddress(src);
  });
  if (results.length === 1) return results[0]!;
  // Several iframes are fine only when they are one and the same video (some sites paste the
  // player twice, e.g. inside <noscript>); otherwise the admin must say which one they meant.
  const first = results[0]!;
  const same = results.every(
    (r) =>
      r.ok &&
      first.ok &&
      r.video.provider === first.video.provider &&
      r.video.videoId === first.video.videoId,
  );
  if (same) return first;
  return refuse(
    `The code holds ${results.length} iframes. Paste the code of one video at a time. ${acceptedSources}`,
  );
}
