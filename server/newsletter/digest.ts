import { and, desc, eq, gte, lt } from "drizzle-orm";
import { articlePath } from "#app/lib/article-slug-text.ts";
import { excerpt } from "#app/lib/news-format.ts";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { news } from "../db/schema/news.ts";
import { newsletterIssue, newsletterSubscriber } from "../db/schema/newsletter.ts";
import { logger } from "../logger.ts";
import { enqueueMany, MAIL_PRIORITY, type QueuedMail } from "../mail/mail-queue.ts";
import { type DigestArticle, newsletterDigestParts } from "../mail/templates/newsletter-digest.tsx";
import { articlePlainText } from "../news/news-view.ts";
import { isPublicSql } from "../news/publication.ts";
import { digestSchedule, latestSlot } from "./digest-schedule.ts";
import { issueGroup, PREFERENCES, readerMessage } from "./issue-mails.ts";

// The weekly digest (issue 34, ADR 0165). At the set day and hour (London), each confirmed reader
// gets one mail with the past week's articles in the categories they chose (none = all), newest
// first; a reader with nothing to read, or a week with nothing published, gets nothing. The
// week's issue row (unique per week) is written in one transaction with its queued mails, so the
// leader checking every 10 s, a restart or a second process sends it once.

const DAY_MS = 86_400_000;
/** A server down at the send time still sends that week's digest within a day, never later. */
const CATCH_UP_MS = DAY_MS;

type Reader = { id: string; email: string; categories: string[] };
type WeekArticle = DigestArticle & { category: string };

/** The week's articles a reader chose, newest first (the articles come newest first). */
export function articlesFor(reader: Pick<Reader, "categories">, week: WeekArticle[]) {
  return reader.categories.length === 0
    ? week
    : week.filter((article) => reader.categories.includes(article.category));
}

const heading = (week: string) => {
  const label = new Date(`${week}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `This week's news, ${label}`;
};

/** Sends the week's digest if it is due and not sent yet; answers how many mails were queued. */
export async function sendDueDigest(now = new Date()) {
  const schedule = await digestSchedule();
  if (!schedule.enabled) return 0;
  const slot = latestSlot(now, schedule.day, schedule.hour);
  if (now.getTime() - slot.at.getTime() > CATCH_UP_MS) return 0;
  const siteUrl = getConfig().siteUrl;
  return getDb().transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: newsletterIssue.id })
      .from(newsletterIssue)
      .where(eq(newsletterIssue.digestWeek, slot.week));
    if (taken) return 0;
    const rows = await tx
      .select()
      .from(news)
      .where(
        and(
          isPublicSql(),
          gte(news.publishAt, new Date(slot.at.getTime() - 7 * DAY_MS)),
          lt(news.publishAt, slot.at),
        ),
      )
      .orderBy(desc(news.publishAt));
    // An empty week: no issue, no mail.
    if (rows.length === 0) return 0;
    const week: WeekArticle[] = rows.map((row) => ({
      title: row.title,
      excerpt: excerpt(articlePlainText(row), 200),
      url: new URL(articlePath(row.slug), `${siteUrl}/`).href,
      category: row.category,
    }));
    const [issue] = await tx
      .insert(newsletterIssue)
      .values({ title: heading(slot.week), digestWeek: slot.week, queuedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: newsletterIssue.id });
    if (!issue) return 0;
    const readers = await tx
      .select({
        id: newsletterSubscriber.id,
        email: newsletterSubscriber.email,
        categories: newsletterSubscriber.categories,
      })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.status, "confirmed"));
    // Rendered once per choice of categories, not once per reader.
    const rendered = new Map<string, Awaited<ReturnType<typeof newsletterDigestParts>>>();
    const mails: QueuedMail[] = [];
    for (const reader of readers) {
      const chosen = articlesFor(reader, week);
      if (chosen.length === 0) continue;
      const choice = [...reader.categories].sort().join("|");
      let parts = rendered.get(choice);
      if (!parts) {
        parts = await newsletterDigestParts(chosen, heading(slot.week), PREFERENCES);
        rendered.set(choice, parts);
      }
      mails.push({
        key: `newsletter:${issue.id}:${reader.id}`,
        group: issueGroup(issue.id),
        message: readerMessage(parts, reader.email, reader.id),
        priority: MAIL_PRIORITY.newsletter,
      });
    }
    const queued = await enqueueMany(mails, tx);
    logger.info({ event: "newsletter.digest", week: slot.week, queued }, "weekly digest queued");
    return queued;
  });
}
