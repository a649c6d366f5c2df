import type { TestClient } from "./http-client.ts";
import { waitForOutboxMessage } from "./outbox.ts";

// Email verification as a person does it: read the confirmation mail, follow its link. Without
// SMTP_URL the server writes mail to DATA_DIR/outbox, which a test on the same machine can read.

export const CONFIRM_SUBJECT = "Confirm your email address";

/** The confirmation link in a message's text. */
export function verificationLinkIn(text: string) {
  const link = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
}

/** Waits for the newest confirmation message to `email` in DATA_DIR/outbox. */
export function confirmationFromOutbox(dataDir: string, email: string) {
  return waitForOutboxMessage(dataDir, email, new RegExp(`^${CONFIRM_SUBJECT}$`));
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
