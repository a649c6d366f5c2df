import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

// A backup records how many migrations its database had. A restore first migrates the empty
// database to exactly that level, loads the rows, then applies the newer migrations, so old
// backups stay restorable after the schema has moved on.

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

type Journal = { entries: { idx: number; tag: string }[] };

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
}

export function knownMigrationCount() {
  return readJournal(migrationsFolder).entries.length;
}

export async function appliedMigrationCount(db: Database) {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result.rows[0] as { n: number }).n);
}

/** A copy of drizzle/ holding only the first `count` migrations. */
export function migrationsUpTo(count: number) {
  const journal = readJournal(migrationsFolder);
  if (count > journal.entries.length) {
    throw new Error(
      `The backup comes from a newer version of the site (${count} migrations; this one knows ${journal.entries.length}). Update the site first.`,
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), "agency-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}
