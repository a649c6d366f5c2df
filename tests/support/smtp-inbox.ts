import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

// A real SMTP server for the tests: the app sends over SMTP_URL as in production, and every
// message received is written as JSON to a folder, where any test worker can read it.

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  raw: string;
};

/** Undoes quoted-printable encoding (soft line breaks, =XX bytes) so links read whole. */
export function decodeQuotedPrintable(value: string) {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function header(raw: string, name: string) {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1]?.trim() ?? "";
}

export async function startSmtpInbox(folder: string) {
  mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: header(raw, "Subject"),
          text: decodeQuotedPrintable(raw),
          raw,
        };
        writeFileSync(
          path.join(folder, `${Date.now()}-${randomUUID()}.json`),
          JSON.stringify(mail),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Messages received so far for one recipient, oldest first. */
export function mailFor(folder: string, to: string): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}
