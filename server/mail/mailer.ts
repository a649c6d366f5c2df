import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { countMail } from "../metrics/metrics.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where "Reply" goes: the visitor who wrote, for the inbox's notifications. */
  replyTo?: string;
  /** Extra headers (a newsletter's List-Unsubscribe); nodemailer folds and encodes them. */
  headers?: Record<string, string>;
};

let transport: Transporter | undefined;

function smtpTransport(url: string) {
  // The options go in one object with the URL: a second argument would be message defaults, and
  // the timeouts would silently fall back to nodemailer's own (30 s greeting, 10 min socket).
  transport ??= nodemailer.createTransport({
    url,
    // One connection, kept open and reused: the queue sends one message at a time, and a new
    // connection per message paid the server's greeting and TLS handshake each time (issue 34).
    pool: true,
    maxConnections: 1,
    // A dead mail server must not hold the queue for long.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return transport;
}

/** Closes the kept connection, so a stopping process does not wait for the server to drop it. */
export function closeMailTransport() {
  transport?.close();
  transport = undefined;
}

/**
 * A subject as one line of plain text: control characters (tab, vertical tab, escape, NEL) and
 * Unicode line and paragraph separators, which an editor's pasted title can hold, become spaces.
 * nodemailer already keeps them from breaking the header; mail programs would show them as junk.
 */
export function subjectLine(subject: string) {
  return subject
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

function fromAddress() {
  const config = getConfig();
  return config.MAIL_FROM ?? `no-reply@${new URL(config.siteUrl).hostname}`;
}

/**
 * Sends one message over SMTP_URL, or, without it, writes it to DATA_DIR/outbox so the embedded
 * default works offline (the log says which file; open it to follow a link).
 * Throws when the SMTP server refuses or cannot be reached; callers decide what that means.
 */
export async function sendMail(message: MailMessage) {
  const config = getConfig();
  const envelope = { from: fromAddress(), ...message, subject: subjectLine(message.subject) };
  if (config.SMTP_URL) {
    try {
      await smtpTransport(config.SMTP_URL).sendMail(envelope);
    } catch (error) {
      countMail("failed");
      throw error;
    }
    countMail("sent");
    return { delivered: "smtp" as const };
  }
  const outbox = path.join(config.dataDir, "outbox");
  await mkdir(outbox, { recursive: true, mode: 0o700 });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`;
  const file = path.join(outbox, name);
  // Only the server's user may read it (it may hold a live reset link), and it appears whole: a
  // reader never sees half a message.
  const partial = path.join(outbox, `.${name}.partial`);
  await writeFile(partial, `${JSON.stringify(envelope, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, file);
  countMail("sent");
  // Where the message is, never what it says: its links are someone's keys (ADR 0068).
  logger.info({ to: message.to, subject: message.subject, file }, "mail written to outbox");
  return { delivered: "outbox" as const, file };
}
