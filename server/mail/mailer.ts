import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

let transport: Transporter | undefined;

function smtpTransport(url: string) {
  transport ??= nodemailer.createTransport(url, {
    // A dead mail server must not hold a visitor's request for long.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  } as object);
  return transport;
}

function fromAddress() {
  const config = getConfig();
  return config.MAIL_FROM ?? `no-reply@${new URL(config.siteUrl).hostname}`;
}

/**
 * Sends one message over SMTP_URL, or, without it, writes it to DATA_DIR/outbox so the embedded
 * default works offline (the first link in the text is logged so a developer can follow it).
 * Throws when the SMTP server refuses or cannot be reached; callers decide what that means.
 */
export async function sendMail(message: MailMessage) {
  const config = getConfig();
  const envelope = { from: fromAddress(), ...message };
  if (config.SMTP_URL) {
    await smtpTransport(config.SMTP_URL).sendMail(envelope);
    return { delivered: "smtp" as const };
  }
  const outbox = path.join(config.dataDir, "outbox");
  await mkdir(outbox, { recursive: true });
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.json`,
  );
  await writeFile(file, `${JSON.stringify(envelope, null, 2)}\n`);
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  logger.info({ to: message.to, subject: message.subject, file, link }, "mail written to outbox");
  return { delivered: "outbox" as const, file };
}
