import { randomUUID } from "node:crypto";
import { countWithinAll } from "../auth/attempt-counter.ts";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { enqueueMail, MAIL_PRIORITY } from "../mail/mail-queue.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { newsletterConfirmationMessage } from "../mail/templates/newsletter-confirmation.tsx";
import { unsubscribeToken } from "./tokens.ts";

// The newsletter's mail to one reader, through the durable mail queue (ADR 0159), so a restart or
// an SMTP outage loses none. Each confirmation is its own message (its own link), hence its own key.

async function deliver(message: MailMessage) {
  await enqueueMail(`newsletter-confirmation:${randomUUID()}`, message, {
    priority: MAIL_PRIORITY.inbox,
  });
}

/** Confirmation mails one inbox can receive: typing a stranger's address again and again
 * cannot make the site mail them more than this, whatever each mail says. */
export const CONFIRMATIONS_PER_RECIPIENT = { hour: 2, day: 4 } as const;

const HOUR = 60 * 60;

const limitsFor = (inboxKey: string) => [
  {
    key: `newsletter:to:hour:${inboxKey}`,
    windowSeconds: HOUR,
    max: CONFIRMATIONS_PER_RECIPIENT.hour,
  },
  {
    key: `newsletter:to:day:${inboxKey}`,
    windowSeconds: 24 * HOUR,
    max: CONFIRMATIONS_PER_RECIPIENT.day,
  },
];

/** Takes one of the recipient's allowance; false when it is used up. */
export function mayMail(inboxKey: string) {
  return countWithinAll(limitsFor(inboxKey));
}

export const confirmUrl = (token: string) =>
  `${getConfig().siteUrl}/newsletter/confirm/${encodeURIComponent(token)}`;

export const preferencesUrl = (subscriberId: string) =>
  `${getConfig().siteUrl}/newsletter/unsubscribe/${unsubscribeToken(subscriberId)}`;

/**
 * Queues a confirmation (or "already subscribed") mail in the background, so every address gets
 * its answer in the same time whatever it is sent; never throws.
 */
export function mailConfirmation(to: string, kind: "confirm" | "already", url: string) {
  void newsletterConfirmationMessage(to, kind, url)
    .then(deliver)
    .catch((error: unknown) =>
      logger.error({ err: error, kind }, "newsletter confirmation not sent"),
    );
}
