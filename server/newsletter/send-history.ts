import { mailCounts } from "../mail/mail-counts.ts";
import { listIssues } from "./email-article.ts";
import { issueGroup } from "./issue-mails.ts";

// The Subscribers screen's send history (issue 34): each issue, newest first, with its messages
// by outcome from the mail queue; an issue still waiting for its article's time has none yet.

export async function sendHistory(limit = 20) {
  const issues = await listIssues(limit);
  return Promise.all(
    issues.map(async (issue) => ({
      id: issue.id,
      newsId: issue.newsId,
      title: issue.title,
      /** When its mails were queued: at the save, or at the article's time for a scheduled one. */
      emailedAt: issue.queuedAt?.toISOString() ?? null,
      /** While it waits: the article's publication time, when it goes. */
      goesAt:
        !issue.queuedAt && issue.publishAt && issue.publishAt.getTime() > Date.now()
          ? issue.publishAt.toISOString()
          : null,
      ...(await mailCounts(issueGroup(issue.id))),
    })),
  );
}
