import { countWithinAll } from "../auth/attempt-counter.ts";
import { logger } from "../logger.ts";
import { enqueueMail, MAIL_PRIORITY } from "../mail/mail-queue.ts";
import { acknowledgementMessage } from "../mail/templates/inbox-acknowledgement.ts";
import { getSiteDetails } from "../settings/business-details.ts";
import type { InboxKind } from "./inbox-tables.ts";

// The visitor's "we have your enquiry" mail, queued (ADR 0159) after the row is stored and the agency told,
// in the background: it never delays or fails the form's answer. The form's own per-address
// limit bounds how many a sender can ask for; this cap bounds how many one inbox receives, so
// typing a stranger's address again and again cannot make the site mail them: one an hour and
// three a day per recipient, counted in the database (shared by every process), whatever the kind.

export const ACKNOWLEDGEMENTS_PER_RECIPIENT = { hour: 1, day: 3 } as const;

const HOUR = 60 * 60;

/** Both windows' counts for one recipient. */
const limitsFor = (address: string) => [
  { key: `ack:hour:${address}`, windowSeconds: HOUR, max: ACKNOWLEDGEMENTS_PER_RECIPIENT.hour },
  { key: `ack:day:${address}`, windowSeconds: 24 * HOUR, max: ACKNOWLEDGEMENTS_PER_RECIPIENT.day },
];

/** Queues the acknowledgement of submission `id` unless the recipient's cap is reached; never throws. */
export async function acknowledge(kind: InboxKind, id: string, to: string) {
  const address = to.trim().toLowerCase();
  try {
    if (!(await countWithinAll(limitsFor(address)))) {
      logger.warn(
        { event: "mail.capped", kind, to: address },
        "acknowledgement not sent: the recipient's cap is reached",
      );
      return;
    }
    await enqueueMail(
      `${kind}:${id}:ack`,
      acknowledgementMessage(to, kind, await getSiteDetails()),
      { priority: MAIL_PRIORITY.inbox },
    );
  } catch (error) {
    logger.error({ err: error, kind }, "acknowledgement not sent");
  }
}
