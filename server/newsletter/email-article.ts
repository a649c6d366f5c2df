import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { news } from "../db/schema/news.ts";
import { newsletterIssue } from "../db/schema/newsletter.ts";
import { logger } from "../logger.ts";
import { getNews } from "../news/news-repository.ts";
import { isPublicSql } from "../news/publication.ts";
import { failure, type Result } from "../result.ts";
import { queueIssueMails, type Transaction } from "./issue-mails.ts";

// "Email to subscribers" (issue 34, ADR 0164). An article is emailed at most once: its
// newsletter_issue row is unique per article and is written in the same transaction as the
// messages it queues, so a crash leaves either both or neither. An article not yet public
// (scheduled, or a draft) keeps its row with queued_at empty; the leader's schedule check queues
// it when the article goes live.

export const alreadyEmailed = "This article has already been emailed to subscribers.";

/** Queues the issue's mails if its article is public now; true when it did. */
async function queueIfPublic(tx: Transaction, issueId: string, newsId: string) {
  const [article] = await tx
    .select()
    .from(news)
    .where(and(eq(news.id, newsId), isPublicSql()));
  if (!article) return false;
  const queued = await queueIssueMails(tx, issueId, article);
  await tx
    .update(newsletterIssue)
    .set({ queuedAt: new Date() })
    .where(eq(newsletterIssue.id, issueId));
  logger.info({ event: "newsletter.queued", issueId, queued }, "newsletter issue queued");
  return true;
}

/** Emails the article to its subscribers now, or when it goes live. */
export async function emailArticle(
  newsId: string,
  by: string | null,
): Promise<Result<{ issueId: string; queued: boolean }>> {
  const article = await getNews(newsId);
  if (!article) return failure("not-found", "News article not found.");
  return getDb().transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssue)
      .values({ newsId, title: article.title, sentBy: by })
      .onConflictDoNothing({ target: newsletterIssue.newsId })
      .returning({ id: newsletterIssue.id });
    if (!issue) return failure("duplicate", alreadyEmailed);
    return {
      ok: true as const,
      issueId: issue.id,
      queued: await queueIfPublic(tx, issue.id, newsId),
    };
  });
}

/** The leader's schedule check: queues every waiting issue whose article has gone live. */
export async function queueDueIssues() {
  const waiting = await getDb()
    .select({ id: newsletterIssue.id, newsId: newsletterIssue.newsId })
    .from(newsletterIssue)
    .innerJoin(news, eq(news.id, newsletterIssue.newsId))
    .where(and(isNull(newsletterIssue.queuedAt), isPublicSql()));
  let count = 0;
  for (const issue of waiting) {
    const queued = await getDb().transaction(async (tx) => {
      // Taken again under a row lock, so two leaders in a hand-over cannot both queue it (the
      // mail keys would make the second a no-op anyway).
      const [still] = await tx
        .select({ id: newsletterIssue.id })
        .from(newsletterIssue)
        .where(and(eq(newsletterIssue.id, issue.id), isNull(newsletterIssue.queuedAt)))
        .for("update");
      return still && issue.newsId ? queueIfPublic(tx, issue.id, issue.newsId) : false;
    });
    if (queued) count += 1;
  }
  return count;
}

/**
 * Whether the article was emailed, for the form's checkbox: when its mails went, `"waiting"` while
 * it is set to go at publication, or null when it was never ticked.
 */
export async function articleEmailedAt(newsId: string): Promise<Date | "waiting" | null> {
  const [issue] = await getDb()
    .select({ queuedAt: newsletterIssue.queuedAt })
    .from(newsletterIssue)
    .where(eq(newsletterIssue.newsId, newsId));
  if (!issue) return null;
  return issue.queuedAt ?? "waiting";
}

/** The newest issues, each with its article's publication time (when a waiting one goes). */
export async function listIssues(limit = 50) {
  return getDb()
    .select({
      id: newsletterIssue.id,
      newsId: newsletterIssue.newsId,
      title: newsletterIssue.title,
      createdAt: newsletterIssue.createdAt,
      queuedAt: newsletterIssue.queuedAt,
      publishAt: news.publishAt,
    })
    .from(newsletterIssue)
    .leftJoin(news, eq(news.id, newsletterIssue.newsId))
    .orderBy(desc(newsletterIssue.createdAt))
    .limit(limit);
}

/** What a save tells the editor about its "Email to subscribers": under way, or at publication. */
export function emailingOf(emailed: Result<{ queued: boolean }> | null) {
  if (!emailed?.ok) return undefined;
  return emailed.queued ? ("now" as const) : ("when-published" as const);
}
