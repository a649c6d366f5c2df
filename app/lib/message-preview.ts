// A message's start, as a list shows it (issue 33): its first ~120 characters on one run of
// text, line breaks and runs of spaces collapsed to one space, cut at a word with "…". A message
// that opens "Hi there,\n\n" shows what follows the greeting, not the greeting and an ellipsis.

export const PREVIEW_LENGTH = 120;

export function messagePreview(text: string, length = PREVIEW_LENGTH) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const word = cut.lastIndexOf(" ");
  // A word longer than a fifth of the preview (an address, a link) is cut where it is.
  return `${(word > length * 0.8 ? cut.slice(0, word) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
