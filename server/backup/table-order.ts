import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

// The application's tables, parents before children, read from the database itself so a table
// added later is backed up without anyone remembering to list it.

type Row = Record<string, unknown>;

export async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = (
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`)
  ).rows as Row[];
  const links = (
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`)
  ).rows as Row[];
  const names = tables.map((row) => String(row.name));
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const link of links) {
    if (link.child !== link.parent) parents.get(String(link.child))?.add(String(link.parent));
  }
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name))
      throw new Error(`foreign keys form a cycle: ${[...path, name].join(" → ")}`);
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}
