// Text the database can store. PostgreSQL refuses the NUL character (U+0000) in text, so input
// carrying it is refused up front with a clear 400 wherever it arrives: the address, a JSON body,
// a posted form, an auth call (ADR 0067). Nobody types it; only tools and attackers send it.

export const NUL_MESSAGE = "Text may not contain the NUL character (U+0000).";

/** True when a string anywhere inside `value` (keys included) holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}
