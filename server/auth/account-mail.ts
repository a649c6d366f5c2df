import { randomUUID } from "node:crypto";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { enqueueMail, MAIL_PRIORITY } from "../mail/mail-queue.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { type AttemptLimit, countWithinAll } from "./attempt-counter.ts";
import { currentMailRequester, type MailRequester } from "./mail-requester.ts";

// Mails about an account (address confirmation, choosing or resetting a password) all go to that
// account's own address, so whoever asks for them only decides how many land in that inbox.
// They are counted per address and per requester (ADR 0126, superseding the single per-address
// cap of ADR 0121, which anyone could spend for the owner): one requester, a client network or
// one of the address's own known devices (mail-requester.ts), gets at most PER_REQUESTER mails
// to it; all requesters but those devices share PER_ADDRESS_DAY, the bound on a flood.
// Every address is someone's inbox, so one network's sign-ups and resets to *many* addresses are
// also bounded per hour, and the whole site's (ADR 0156): a stranger cannot make the site a
// mailer for others' addresses or spend its SMTP quota. The owner's known device is exempt.
// A request past a cap is answered exactly like any other (nothing tells whether an address
// has an account, or how much it was sent), and links already sent stay valid.

export const MAILS_PER_REQUESTER = { hour: 3, day: 5 } as const;
export const MAILS_PER_ADDRESS_DAY = 20;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * The inbox an address delivers to, as its caps count it: a sub-address (`name+tag@`) reaches
 * the same inbox as `name@`, and Gmail ignores dots (the re-test sent one inbox ten confirmations
 * as victim+1@, victim+2@…). Accounts keep the address as typed.
 */
export function inboxOf(address: string) {
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).split("+")[0] ?? "";
  let domain = address.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

function limitsFor(address: string, requester: MailRequester): AttemptLimit[] {
  const knownDevice = requester.device?.email === address ? requester.device : null;
  const who = knownDevice ? `device:${knownDevice.id}` : `ip:${requester.network}`;
  const inbox = inboxOf(address);
  const own = `mail:${who}:${inbox}`;
  const limits: AttemptLimit[] = [
    { key: `${own}:hour`, windowSeconds: HOUR, max: MAILS_PER_REQUESTER.hour },
    { key: `${own}:day`, windowSeconds: DAY, max: MAILS_PER_REQUESTER.day },
  ];
  if (!knownDevice) {
    const config = getConfig();
    limits.push(
      { key: `mail:day:${inbox}`, windowSeconds: DAY, max: MAILS_PER_ADDRESS_DAY },
      {
        key: `mail:network:${requester.network}:hour`,
        windowSeconds: HOUR,
        max: config.ACCOUNT_MAILS_PER_NETWORK_HOUR,
      },
      { key: "mail:site:hour", windowSeconds: HOUR, max: config.ACCOUNT_MAILS_PER_HOUR },
    );
  }
  return limits;
}

/**
 * Queues an account mail (ADR 0159) without making the request wait for it (a request answers as fast whether
 * or not the address has an account, or is capped). `compose` runs only when the mail will go,
 * so a capped request makes no link of ours.
 */
export function sendAccountMail(to: string, compose: () => MailMessage | Promise<MailMessage>) {
  void (async () => {
    const requester = await currentMailRequester();
    if (!(await countWithinAll(limitsFor(to.trim().toLowerCase(), requester)))) {
      logger.warn(
        { event: "mail.capped", to, network: requester.network, device: requester.device?.id },
        "account mail not sent: a cap is reached",
      );
      return;
    }
    // Each request is its own message (its own link): a fresh key.
    await enqueueMail(`account:${randomUUID()}`, await compose(), {
      priority: MAIL_PRIORITY.account,
    });
  })().catch((error) => logger.error({ err: error, to }, "account mail not sent"));
}
