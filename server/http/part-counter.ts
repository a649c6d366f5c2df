// Counts the fields of a form body as it streams in, so a body of tens of thousands of tiny parts
// is refused after its first few kilobytes rather than parsed whole: the platform's form parser
// works through a multipart body in one go on the event loop, and 80,000 one-byte parts held
// every other request for over a second (attack review of 2026-11-28, ADR 0149).

/** More fields than any of the site's forms has (the news editor has about thirty). */
export const MAX_FORM_PARTS = 500;

export const tooManyPartsMessage = "The form has too many fields.";

/** How many form parts have arrived so far: feed it each chunk, it answers the running count. */
export type PartCounter = (chunk: Buffer) => number;

function multipartBoundary(contentType: string) {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Counts occurrences of `needle` across chunks, including one split between two chunks. */
function occurrences(needle: Buffer): PartCounter {
  let count = 0;
  let tail = Buffer.alloc(0);
  return (chunk) => {
    const text = tail.length ? Buffer.concat([tail, chunk]) : chunk;
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
      count++;
    }
    // Kept: fewer bytes than the needle, so a match is never counted twice.
    tail = Buffer.from(text.subarray(Math.max(0, text.length - (needle.length - 1))));
    return count;
  };
}

/** A counter for a form body of this type; undefined for bodies that are not forms. */
export function partCounterFor(contentType: string | undefined): PartCounter | undefined {
  const type = contentType?.toLowerCase() ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const separators = occurrences(Buffer.from("&"));
    return (chunk) => separators(chunk) + 1;
  }
  if (type.startsWith("multipart/form-data")) {
    const boundary = multipartBoundary(contentType ?? "");
    // Without a boundary the parser refuses the body at once; nothing to count.
    return boundary ? occurrences(Buffer.from(`--${boundary}`)) : undefined;
  }
  return undefined;
}
