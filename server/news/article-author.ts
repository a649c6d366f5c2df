import { eq } from "drizzle-orm";
import { currentScope } from "../audit/request-scope.ts";
import { getDb } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";

// Bylines (ADR 0129): an article records who first created it, and shows that user's name as it
// is now. The name is read when the page is rendered, so a renamed author's byline follows once
// the article's cached page is rendered again (the next news write, or the cache's own expiry).

/**
 * Who is creating an article: the editor or admin the request's guard let in (the same actor the
 * audit log records), or nobody for a write outside a request (the seed).
 */
export function currentAuthorId() {
  return currentScope().actor?.id ?? null;
}

/** The byline's name for an article's author, or null when it has none (or the account is gone). */
export async function authorName(authorId: string | null): Promise<string | null> {
  if (!authorId) return null;
  const [row] = await getDb().select({ name: user.name }).from(user).where(eq(user.id, authorId));
  return row?.name.trim() || null;
}
