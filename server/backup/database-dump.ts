import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { tablesInDependencyOrder } from "./table-order.ts";

// A logical dump, one NDJSON file per table, written and read the same way on PGlite and
// PostgreSQL: a backup of one can be restored into the other. Rows go through PostgreSQL's own
// JSON conversion (row_to_json / json_populate_recordset), so arrays, jsonb and timestamps survive.

const BATCH = 500;

export async function dumpDatabase(db: Database, folder: string) {
  await mkdir(path.join(folder, "tables"), { recursive: true });
  const counts: Record<string, number> = {};
  // One snapshot for every table, so rows that refer to each other are dumped consistently.
  await db.transaction(
    async (tx) => {
      for (const table of await tablesInDependencyOrder(tx as unknown as Database)) {
        const out = createWriteStream(path.join(folder, "tables", `${table}.ndjson`));
        const result = await tx.execute(
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
        );
        for (const row of result.rows as { row: string }[]) out.write(`${row.row}\n`);
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error) => (error ? reject(error) : resolve())),
        );
        counts[table] = result.rows.length;
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return counts;
}

async function* batches(file: string) {
  let batch: string[] = [];
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (!line.trim()) continue;
    batch.push(line);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Loads a dump into a migrated database whose tables are all empty; all or nothing. */
export async function loadDatabase(db: Database, folder: string, tables: string[]) {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const table of await tablesInDependencyOrder(tx as unknown as Database)) {
      if (!tables.includes(table)) continue;
      const existing = await tx.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
      if (existing.rows.length)
        throw new Error(`table ${table} is not empty: restore needs an empty database`);
      counts[table] = 0;
      for await (const batch of batches(path.join(folder, "tables", `${table}.ndjson`))) {
        const json = `[${batch.join(",")}]`;
        await tx.execute(sql`
          insert into ${sql.identifier(table)}
          select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`);
        counts[table] += batch.length;
      }
    }
  });
  return counts;
}
