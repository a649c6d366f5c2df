import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Without SMTP_URL the server writes each message to DATA_DIR/outbox as JSON (renamed into place
// whole, so a reader never sees half of one). Tests on the same machine read them there.

export type OutboxMessage = { to: string; subject: string; text: string };

/** Every message in DATA_DIR/outbox so far, oldest first. */
export function outboxMessages(dataDir: string): OutboxMessage[] {
  const folder = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith(".json") && !file.startsWith("."));
  } catch {
    return [];
  }
  return files.sort().map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")));
}

/** Waits for the newest message to `to` whose subject matches. */
export async function waitForOutboxMessage(
  dataDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = outboxMessages(dataDir)
      .filter((mail) => mail.to === to && subject.test(mail.subject))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} matching ${subject} in the outbox within ${timeoutMs} ms`);
}
