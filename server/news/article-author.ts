import { eq } from "drizzle-orm";
import { currentScope } from "../audit/request-scope.ts";
import { getDb } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";

// Bylines (ADRs 0129, 0133): an article records who first created it and, as its own text, the
// name they had then. A later change of the author's name (which any user may make, at any time,
// editor or not) never alters a published byline.

/**
 * Who is creating an article: the editor or admin the request's guard let in (the same actor the
 * audit log records) and their name now, or nobody for a write outside a request (the seed).
 */
export async function currentByline() {
  const authorId = currentScope().actor?.id ?? null;
  if (!authorId) return { authorId, authorName: null };
  const [row] = await getDb().select({ name: user.name }).from(user).where(eq(user.id, authorId));
  return { authorId, authorName: row?.name.trim() || null };
}
