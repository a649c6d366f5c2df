import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestClient } from "./http-client.ts";

// Email verification as a person does it: read the confirmation mail, follow its link. Without
// SMTP_URL the server writes mail to DATA_DIR/outbox, which a test on the same machine can read.

export const CONFIRM_SUBJECT = "Confirm your email address";

/** The confirmation link in a message's text. */
export function verificationLinkIn(text: string) {
  const link = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
}

type OutboxMessage = { to: string; subject: string; text: string };

/** Waits for the newest confirmation message to `email` in DATA_DIR/outbox. */
export async function confirmationFromOutbox(dataDir: string, email: string, timeoutMs = 10_000) {
  const folder = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).sort();
    } catch {}
    const found = files
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as OutboxMessage)
      .filter((mail) => mail.to === email && mail.subject === CONFIRM_SUBJECT)
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${email} in ${folder} within ${timeoutMs} ms`);
}

/** Follows the link as the client (its cookies go along, as a browser's would). */
export async function followConfirmationLink(client: TestClient, link: string) {
  const response = await client.get(link);
  await response.arrayBuffer();
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || location.includes("error=")) {
    throw new Error(`confirmation link answered ${response.status} ${location}`);
  }
  return response;
}
