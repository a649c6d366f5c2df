import { type Column, ilike, or, type SQL } from "drizzle-orm";

// Admin search: every word must appear in at least one of the columns, case-insensitively.

function likePattern(word: string) {
  // The visitor's % and _ are literal characters, not wildcards.
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchWords(query: string | null | undefined) {
  return (query ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

export function matchesAllWords(columns: Column[], query: string | null | undefined) {
  const conditions: SQL[] = [];
  for (const word of searchWords(query)) {
    const any = or(...columns.map((column) => ilike(column, likePattern(word))));
    if (any) conditions.push(any);
  }
  return conditions;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else is refused before it reaches the database (400, not 500). */
export function isRecordId(value: string) {
  return uuidPattern.test(value);
}
