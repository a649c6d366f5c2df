import { ADMIN_CONFIRMATION_SUBJECT } from "../../server/mail/templates/admin-confirmation.ts";
import type { TestClient } from "./http-client.ts";
import { waitForOutboxMessage } from "./outbox.ts";

// Email verification as a person does it: read the confirmation mail, follow its link. Without
// SMTP_URL the server writes mail to DATA_DIR/outbox, which a test on the same machine can read.
// An ADMIN_EMAILS address is mailed a link to choose the account's password instead (ADR 0120).

export const CONFIRM_SUBJECT = "Confirm your email address";
export const ADMIN_CONFIRM_SUBJECT = ADMIN_CONFIRMATION_SUBJECT;

/** The confirmation link in a message's text. */
export function verificationLinkIn(text: string) {
  const link = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
}

/** The password link (reset, or a listed address's confirmation) in a message's text. */
export function passwordLinkIn(text: string) {
  const link = text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
  if (!link) throw new Error(`no password link in:\n${text}`);
  return link;
}

/** Path and query of a link: it names SITE_URL, which a test server may only pretend to be. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Waits for the newest confirmation message to `email` in DATA_DIR/outbox. */
export function confirmationFromOutbox(dataDir: string, email: string) {
  return waitForOutboxMessage(dataDir, email, new RegExp(`^${CONFIRM_SUBJECT}$`));
}

/** Waits for the newest "confirm and choose your password" message to a listed address. */
export function adminConfirmationFromOutbox(dataDir: string, email: string) {
  return waitForOutboxMessage(dataDir, email, new RegExp(`^${ADMIN_CONFIRM_SUBJECT}$`));
}

/** Follows the link as the client (its cookies go along, as a browser's would). */
export async function followConfirmationLink(client: TestClient, link: string) {
  const response = await client.get(link.startsWith("http") ? local(link) : link);
  await response.arrayBuffer();
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || location.includes("error=")) {
    throw new Error(`confirmation link answered ${response.status} ${location}`);
  }
  return response;
}

/**
 * The owner of a listed address: follows the mailed link to the password page, chooses the
 * password there (which ends every session of the account), and logs in with it.
 */
export async function choosePasswordAndSignIn(
  client: TestClient,
  input: { mailText: string; email: string; password?: string },
) {
  const password = input.password ?? "Passw0rd!";
  const followed = await followConfirmationLink(client, passwordLinkIn(input.mailText));
  const page = local(new URL(followed.headers.get("location") ?? "", "http://x").href);
  const token = new URL(page, "http://x").searchParams.get("token") ?? "";
  const chosen = await client.request(page, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, password, confirmPassword: password }).toString(),
  });
  if (chosen.status !== 200) throw new Error(`choosing the password answered ${chosen.status}`);
  await chosen.arrayBuffer();
  await client.signIn(input.email, password);
  return client;
}
