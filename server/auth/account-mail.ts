import { logger } from "../logger.ts";
import { type MailMessage, sendMail } from "../mail/mailer.ts";
import { countAttempt, uncountAttempt } from "./attempt-counter.ts";

// Mails about an account (address confirmation, choosing or resetting a password) all go to that
// account's own address, so whoever asks for them only decides how many land in that inbox. At
// most MAILS_PER_ADDRESS go to one address per hour and per day, however many are asked for and
// from wherever. A request past the cap is answered exactly like any other (nothing tells whether
// an address has an account, or how much it was sent), and the links already sent stay valid
// until used or expired, so the owner can use one of those (ADR 0121).

export const MAILS_PER_ADDRESS = { hour: 3, day: 10 } as const;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Counts one mail to `address` when both caps allow it; a refused mail counts against neither. */
async function takeMailSlot(address: string) {
  const key = address.trim().toLowerCase();
  const hourKey = `mail:hour:${key}`;
  const dayKey = `mail:day:${key}`;
  if ((await countAttempt(hourKey, HOUR)) > MAILS_PER_ADDRESS.hour) {
    await uncountAttempt(hourKey);
    return false;
  }
  if ((await countAttempt(dayKey, DAY)) > MAILS_PER_ADDRESS.day) {
    await uncountAttempt(hourKey);
    await uncountAttempt(dayKey);
    return false;
  }
  return true;
}

/**
 * Sends an account mail without making the request wait for it (a request answers as fast whether
 * or not the address has an account, or is capped). `compose` runs only when the mail will go,
 * so a capped request makes no link of ours.
 */
export function sendAccountMail(to: string, compose: () => MailMessage | Promise<MailMessage>) {
  void (async () => {
    if (!(await takeMailSlot(to))) {
      logger.warn(
        { event: "mail.capped", to },
        "account mail not sent: the address's cap is reached",
      );
      return;
    }
    await sendMail(await compose());
  })().catch((error) => logger.error({ err: error, to }, "account mail not sent"));
}
