import { randomUUID } from "node:crypto";
import { countAttemptInWindow } from "../auth/attempt-counter.ts";
import { getConfig } from "../config.ts";
import { enqueueMail, MAIL_PRIORITY } from "../mail/mail-queue.ts";
import { getNews } from "../news/news-repository.ts";
import { failure, type Result } from "../result.ts";
import { issueParts, withPreferences } from "./issue-mails.ts";

// "Send a test to me" (issue 34): the article as subscribers would get it, to the signed-in
// editor's own address only, through the same queue but in no issue's group, so the send
// history never counts it and the article can still be emailed. The footer links to the sign-up
// page; the List-Unsubscribe headers are a subscriber's and the editor is not one.

/** Tests per editor per window: enough to check a fix, too few to hold up the inbox's mail. */
export const TEST_SENDS = { limit: 5, windowSeconds: 600 } as const;

export async function sendTestIssue(newsId: string, editorEmail: string): Promise<Result> {
  const article = await getNews(newsId);
  if (!article) return failure("not-found", "News article not found.");
  const { count, resetsAt } = await countAttemptInWindow(
    `newsletter:test:${editorEmail.toLowerCase()}`,
    TEST_SENDS.windowSeconds,
  );
  if (count > TEST_SENDS.limit) {
    const minutes = Math.max(1, Math.ceil((resetsAt - Date.now()) / 60_000));
    return failure(
      "rate-limited",
      `You have sent ${TEST_SENDS.limit} tests in the last 10 minutes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
  const parts = withPreferences(await issueParts(article), `${getConfig().siteUrl}/newsletter`);
  await enqueueMail(
    `newsletter-test:${randomUUID()}`,
    {
      to: editorEmail,
      ...parts,
      subject: `[Test] ${parts.subject}`,
    },
    { priority: MAIL_PRIORITY.inbox },
  );
  return { ok: true };
}
