// Fills the news table up to N published articles for the scale benchmark, in one SQL statement
// (the server must not be running: PGlite allows one process per data folder).
// Usage: DATA_DIR=... node scripts/bench/fill-news.ts 100000
import { sql } from "drizzle-orm";
import { newsCategoryValues } from "../../app/lib/news-categories.ts";
import { closeDb, getDb } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";

const target = Number(process.argv[2]);
if (!Number.isInteger(target) || target < 1) throw new Error("usage: fill-news.ts <count>");

await migrateDatabase();
const db = getDb();
const count = async () =>
  Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from news`)).rows[0]?.n);
const existing = await count();
// Every bench article reuses one seeded image, so pages render real <picture> markup.
const image = (
  await db.execute<{ img: string; image: unknown }>(sql`select img, image from news limit 1`)
).rows[0];
const categories = `{${newsCategoryValues.map((c) => `"${c}"`).join(",")}}`;

if (existing < target) {
  await db.execute(sql`
    insert into news (title, slug, date, time, body1, body2, conclusion, category, keywords, img, image,
                      status, publish_at, created_at, updated_at)
    select 'Bench article number ' || g, 'bench-article-number-' || g,
           to_char(ts at time zone 'Europe/London', 'YYYY-MM-DD'),
           to_char(ts at time zone 'Europe/London', 'HH24:MI'),
           'Community groups across Birmingham met again this week, report ' || g ||
             ', to plan events, share news and support neighbours.',
           'Organisers thanked volunteers and local businesses for their help.',
           'More details will follow.',
           (${categories}::text[])[1 + g % 7],
           array['bench', 'community'],
           ${image?.img ?? ""},
           ${image?.image ? JSON.stringify(image.image) : null}::jsonb,
           'published', ts, ts, ts
    from generate_series(${existing + 1}::int, ${target}::int) as g,
         lateral (select date_trunc('minute', now() - interval '30 days'
                                   - make_interval(mins => g)) as ts) as t`);
  // Each readable address is recorded as the article's (ADR 0105), as the server does.
  await db.execute(sql`insert into news_slug (slug, news_id) select slug, id from news
                       on conflict do nothing`);
  await db.execute(sql`analyze news`);
  await db.execute(sql`analyze news_slug`);
}
console.log(`news: ${await count()} articles`);
await closeDb();
