import { eq, sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { authAttempt } from "../db/schema/auth.ts";

// Counts attempts per key (e.g. "login:email:a@b.c", "inbox:enquiry:203.0.113.7") in fixed
// windows, in the database so the count survives restarts and is shared by every server process
// on one PostgreSQL.

/** How many attempts this key has made in its current window (0 when the window has passed). */
export async function attemptCount(key: string, windowSeconds: number) {
  const [row] = await getDb().select().from(authAttempt).where(eq(authAttempt.key, key));
  if (!row) return 0;
  const since = Date.now() - windowSeconds * 1000;
  return row.windowStartedAt.getTime() > since ? row.count : 0;
}

/** Counts one attempt (atomically) and answers the new count in the current window. */
export async function countAttempt(key: string, windowSeconds: number) {
  return (await countAttemptInWindow(key, windowSeconds)).count;
}

/** Counts one attempt and answers the new count and when its window ends. */
export async function countAttemptInWindow(key: string, windowSeconds: number) {
  const since = new Date(Date.now() - windowSeconds * 1000).toISOString();
  // An expired window starts again at one; a live one counts on.
  const expired = sql`${authAttempt.windowStartedAt} <= ${since}::timestamptz`;
  const [row] = await getDb()
    .insert(authAttempt)
    .values({ key, count: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: authAttempt.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempt.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authAttempt.windowStartedAt} end`,
      },
    })
    .returning({ count: authAttempt.count, windowStartedAt: authAttempt.windowStartedAt });
  const startedAt = row?.windowStartedAt.getTime() ?? Date.now();
  return { count: row?.count ?? 1, resetsAt: startedAt + windowSeconds * 1000 };
}

/** Gives one counted attempt back (a request that failed on our side must not use a slot). */
export async function uncountAttempt(key: string) {
  await getDb()
    .update(authAttempt)
    .set({ count: sql`greatest(${authAttempt.count} - 1, 0)` })
    .where(eq(authAttempt.key, key));
}

/** A count that may reach `max` in its window. */
export type AttemptLimit = { key: string; windowSeconds: number; max: number };

/**
 * Counts one attempt under every limit when all allow it and answers true; past any of them the
 * ones already counted are given back, so a refused attempt counts against none.
 */
export async function countWithinAll(limits: readonly AttemptLimit[]) {
  const counted: string[] = [];
  for (const limit of limits) {
    counted.push(limit.key);
    if ((await countAttempt(limit.key, limit.windowSeconds)) > limit.max) {
      for (const key of counted) await uncountAttempt(key);
      return false;
    }
  }
  return true;
}

export async function clearAttempts(key: string) {
  await getDb().delete(authAttempt).where(eq(authAttempt.key, key));
}

/** Removes counts whose window ended long ago (the leader's hourly housekeeping). */
export async function pruneAttempts(olderThanSeconds: number) {
  const before = new Date(Date.now() - olderThanSeconds * 1000).toISOString();
  await getDb()
    .delete(authAttempt)
    .where(sql`${authAttempt.windowStartedAt} < ${before}::timestamptz`);
}

/** Clears every key that starts with `prefix` (e.g. one email's per-address counters). */
export async function clearAttemptsStartingWith(prefix: string) {
  await getDb().delete(authAttempt).where(sql`starts_with(${authAttempt.key}, ${prefix})`);
}
