import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

// A real SMTP server on a random local port that keeps every message it receives, so a test can
// check what the application actually sent over the wire. Given a folder, it also writes each
// message there as JSON, where other processes (Playwright workers) can read it with mailFor().

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The raw message with quoted-printable undone, so links and sentences read whole. */
  text: string;
};

/** Undoes quoted-printable encoding (soft line breaks, =XX bytes). */
export function decodeQuotedPrintable(value: string) {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as the text a mail program shows. */
function decodeEncodedWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}

/** A header of the message's head, unfolded and decoded. */
function header(raw: string, name: string) {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  return decodeEncodedWords(head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "");
}

export type SmtpInboxOptions = {
  /** Waits this long before accepting each message (250), as a slow-ish real server does. */
  acceptDelayMs?: number;
  /** A reply code to refuse a recipient with (e.g. 550, or 451 the first time), or undefined. */
  refuse?: (address: string, attempt: number) => number | undefined;
};

export async function startSmtpInbox(folder?: string, options: SmtpInboxOptions = {}) {
  if (folder) mkdirSync(folder, { recursive: true });
  const received: ReceivedMail[] = [];
  /** Every RCPT TO, accepted or refused, in order. */
  const attempts: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no self-signed STARTTLS for the client to trip over.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      attempts.push(address.address);
      const attempt = attempts.filter((to) => to === address.address).length;
      const code = options.refuse?.(address.address, attempt);
      if (!code) return callback();
      callback(Object.assign(new Error(`${address.address} refused`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: header(raw, "Subject"),
          text: decodeQuotedPrintable(raw),
        };
        received.push(mail);
        if (folder) {
          writeFileSync(
            path.join(folder, `${Date.now()}-${randomUUID()}.json`),
            JSON.stringify(mail),
          );
        }
        if (options.acceptDelayMs) setTimeout(callback, options.acceptDelayMs);
        else callback();
      });
    },
  });
  // A client killed mid-connection (the kill tests; the app's kept, pooled connection) resets its
  // socket: a mail server notes that and goes on serving the others.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    /** Waits until a message matching the predicate has arrived. */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no matching mail within ${timeoutMs} ms; got ${received.length}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Messages written to `folder` so far for one recipient, oldest first. */
export function mailFor(folder: string, to: string): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}
