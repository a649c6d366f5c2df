// How a document says it was sent without Cross-Origin-Opener-Policy (ADR 0146): the server puts
// this tag in the head of an anonymous reader's copy of an open page (server/http/opener-policy.ts),
// and the root route reads it before showing a page reached without a reload (app/root.tsx).

const name = "opener-policy";
const content = "unsafe-none";

export const sentOpenTag = `<meta name="${name}" content="${content}">`;

/** True in a document sent without Cross-Origin-Opener-Policy. */
export function sentWithoutOpenerPolicy() {
  return document.head.querySelector(`meta[name="${name}"][content="${content}"]`) !== null;
}
