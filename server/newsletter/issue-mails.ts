import { and, eq, sql } from "drizzle-orm";
import { articlePath } from "#app/lib/article-slug-text.ts";
import { excerpt } from "#app/lib/news-format.ts";
import { getConfig } from "../config.ts";
import type { getDb } from "../db/client.ts";
import { newsletterSubscriber } from "../db/schema/newsletter.ts";
import { enqueueMany, type QueuedMail } from "../mail/mail-queue.ts";
import { newsletterIssueParts } from "../mail/templates/newsletter-issue.tsx";
import type { NewsRow } from "../news/news-repository.ts";
import { articlePlainText } from "../news/news-view.ts";
import { listUnsubscribeHeaders } from "./list-unsubscribe.ts";
import { preferencesUrl } from "./newsletter-mail.ts";

// The messages of one issue: one per confirmed reader whose categories include the article's
// (none chosen means all), each with its own preferences link and List-Unsubscribe headers.

export type Transaction = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

type Article = Pick<
  NewsRow,
  "title" | "slug" | "category" | "img" | "imageAlt" | "body1" | "body2" | "body3" | "conclusion"
>;

/** Stands for each reader's own link; rendered once, replaced per reader (no markup in it). */
export const PREFERENCES = "https://preferences.invalid/reader";

export const issueGroup = (issueId: string) => `newsletter:${issueId}`;

/** The article as a mail: subject, HTML and text, with a stand-in for the reader's link. */
export function issueParts(article: Article) {
  const siteUrl = getConfig().siteUrl;
  const absolute = (address: string) => new URL(address, `${siteUrl}/`).href;
  return newsletterIssueParts(
    {
      title: article.title,
      excerpt: excerpt(articlePlainText(article), 300),
      url: absolute(articlePath(article.slug)),
      imageUrl: article.img ? absolute(article.img) : null,
      imageAlt: article.imageAlt,
    },
    PREFERENCES,
  );
}

/** The parts with `url` as the footer's preferences link. */
export function withPreferences(parts: Awaited<ReturnType<typeof issueParts>>, url: string) {
  return {
    subject: parts.subject,
    html: parts.html.replaceAll(PREFERENCES, url),
    text: parts.text.replaceAll(PREFERENCES, url),
  };
}

/** One message to one reader, with that reader's links and headers. */
export function readerMessage(
  parts: Awaited<ReturnType<typeof issueParts>>,
  to: string,
  subscriberId: string,
) {
  return {
    to,
    ...withPreferences(parts, preferencesUrl(subscriberId)),
    headers: listUnsubscribeHeaders(subscriberId),
  };
}

/** Messages built and queued per this many readers: never every reader's mail in memory at once. */
const CHUNK = 500;

/**
 * Queues the issue's message for every matching confirmed reader, read in `tx`, a chunk at a
 * time (a 10,000-reader issue built all its mails first: 1.1 GB peak). Answers how many were queued.
 */
export async function queueIssueMails(tx: Transaction, issueId: string, article: Article) {
  const readers = await tx
    .select({ id: newsletterSubscriber.id, email: newsletterSubscriber.email })
    .from(newsletterSubscriber)
    .where(
      and(
        eq(newsletterSubscriber.status, "confirmed"),
        // Both databases: cardinality and = any() on a text[] column are plain PostgreSQL, as in PGlite.
        sql`(cardinality(${newsletterSubscriber.categories}) = 0 or ${article.category} = any(${newsletterSubscriber.categories}))`,
      ),
    );
  const parts = await issueParts(article);
  let queued = 0;
  for (let start = 0; start < readers.length; start += CHUNK) {
    const mails = readers.slice(start, start + CHUNK).map(
      (reader): QueuedMail => ({
        key: `newsletter:${issueId}:${reader.id}`,
        group: issueGroup(issueId),
        message: readerMessage(parts, reader.email, reader.id),
      }),
    );
    queued += await enqueueMany(mails, tx);
  }
  return queued;
}
