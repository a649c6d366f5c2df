// Keyset pagination (ADR 0033): a page ends at an article; the next page starts strictly after
// its (publishAt, id). The cursor travels in the URL (?after=...), so 'Load more' is a real link.

export type NewsCursor = { publishAt: Date; id: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

export function encodeCursor(row: { publishAt: Date; id: string }) {
  return Buffer.from(`${row.publishAt.getTime()}.${row.id}`).toString("base64url");
}

/** A cursor from a URL; anything malformed reads as 'from the start' rather than an error. */
export function decodeCursor(value: string | null | undefined): NewsCursor | undefined {
  if (!value || value.length > 80) return undefined;
  const text = Buffer.from(value, "base64url").toString("utf8");
  const [millis, id] = text.split(".");
  const time = Number(millis);
  // A safe integer can still lie outside what a Date holds (±8.64e15 ms): that Date is invalid,
  // and turning it into SQL would fail as a 500.
  const publishAt = new Date(time);
  if (!Number.isSafeInteger(time) || Number.isNaN(publishAt.getTime()) || !isUuid(id)) {
    return undefined;
  }
  return { publishAt, id };
}

/**
 * The `after` value a page is for: the cursor as sent if it decodes, otherwise none (the first
 * page). The page cache's key (server/cache/cache-key.ts), the list loaders and /api/allNews all
 * read it through here, so a malformed value shares the first page's stored entry instead of
 * making one of its own (issue 29: each random value was a full render).
 */
export function canonicalCursor(value: string | null | undefined): string | undefined {
  return value && decodeCursor(value) ? value : undefined;
}
