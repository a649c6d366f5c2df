import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";
import { news } from "../db/schema/news.ts";
import { video } from "../db/schema/videos.ts";

// Every place that shows a stored image: news articles (their picture, and images inline in their
// Markdown bodies, ADR 0100), videos (the provider's thumbnail, ADR 0042, and one an admin
// uploaded, ADR 0090) and accounts (a picture uploaded at sign-up, ADR 0091). The unused-image
// sweep and each deletion ask here, so one user of images
// never has its files removed by another's clean-up. A new user of images is one more line here.

/**
 * SQL that is true while an article or a video points at the image with this key. An inline image
 * is an address holding the key (lower-case, with 24 random hex digits) anywhere in a body field:
 * matched in the search text (title and bodies, lower-cased), whose trigram index (ADR 0031)
 * spares a scan of every article.
 */
export function imageInUse(key: PgColumn | SQL | string): SQL {
  return sql`(exists (select 1 from ${news} where ${news.image}->>'key' = ${key})
    or exists (select 1 from ${news} where ${news.searchText} like '%' || ${key} || '%')
    or exists (select 1 from ${video} where ${video.thumbnail}->>'key' = ${key})
    or exists (select 1 from ${video} where ${video.uploadedThumbnail}->>'key' = ${key})
    or exists (select 1 from ${user} where ${user.picture}->>'key' = ${key}))`;
}

/** True while anything still shows the image; callers delete its files only when false. */
export async function isImageInUse(key: string): Promise<boolean> {
  const result = await getDb().execute<{ used: boolean }>(sql`select ${imageInUse(key)} as used`);
  return Boolean(result.rows[0]?.used);
}
