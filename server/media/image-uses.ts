import { sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { news } from "../db/schema/news.ts";

// Which articles show each library image, and with what alt text: as the article's picture (its
// image key) or inline in a body, where the Markdown ![alt](address) holds the key (ADR 0100).

export type ImageUse = { id: string; title: string; trashed: boolean };

type Row = {
  key: string;
  id: string;
  title: string;
  trashed: boolean;
  hero: boolean;
  image_alt: string | null;
  image_decorative: boolean;
  bodies: string;
};

const inlineAlts = (bodies: string, key: string) =>
  [...bodies.matchAll(/!\[([^\]]*)\]\(([^)\s]+)/g)]
    .filter((match) => match[2]?.toLowerCase().includes(key))
    .map((match) => match[1]?.trim() ?? "");

export const decorativeAlt = "Decorative (no alt text)";

/** An article's picture marked decorative has no alt on purpose: say so rather than "None". */
const heroAlt = (row: Row) => (row.image_decorative ? decorativeAlt : (row.image_alt ?? ""));

export async function articleUses(keys: string[]) {
  const uses = new Map<string, { usedBy: ImageUse[]; altTexts: string[] }>();
  if (keys.length === 0) return uses;
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const result = await getDb().execute<Row>(sql`
    select k.key, n.id, n.title, n.deleted_at is not null as trashed,
      coalesce(n.image->>'key' = k.key, false) as hero, n.image_alt, n.image_decorative,
      concat_ws(' ', n.body1, n.body2, n.body3, n.conclusion) as bodies
    from unnest(array[${keyList}]::text[]) as k(key)
    join ${news} n on n.image->>'key' = k.key or n.search_text like '%' || k.key || '%'
    order by n.updated_at desc`);
  for (const row of result.rows) {
    const entry = uses.get(row.key) ?? { usedBy: [], altTexts: [] };
    entry.usedBy.push({ id: row.id, title: row.title, trashed: row.trashed });
    const alts = [...(row.hero ? [heroAlt(row)] : []), ...inlineAlts(row.bodies, row.key)];
    for (const alt of alts) if (alt && !entry.altTexts.includes(alt)) entry.altTexts.push(alt);
    uses.set(row.key, entry);
  }
  return uses;
}
