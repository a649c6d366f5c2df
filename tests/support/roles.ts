import {
  confirmationFromOutbox,
  followConfirmationLink,
  verificationLinkIn,
} from "./email-verification.ts";
import { createClient, type TestClient } from "./http-client.ts";

// Changing a role the way an admin does, on the roles screen (/users): find the account by its
// email, then post the screen's form (as the page sends it before its script has loaded).

export async function userIdOf(admin: TestClient, email: string) {
  const response = await admin.get(`/users?q=${encodeURIComponent(email)}`);
  const html = await response.text();
  const id = html.match(/id="role-([^"]+)"/)?.[1];
  if (response.status !== 200 || !id) throw new Error(`no role control for ${email} on /users`);
  return id;
}

export function postRoleChange(admin: TestClient, userId: string, role: string) {
  return admin.request("/users", {
    method: "POST",
    body: new URLSearchParams({ userId, role }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** Gives the account of `email` the role `role`, or throws. */
export async function grantRole(
  admin: TestClient,
  email: string,
  role: "user" | "editor" | "admin",
) {
  const response = await postRoleChange(admin, await userIdOf(admin, email), role);
  if (response.status !== 200) throw new Error(`role change refused: ${response.status}`);
}

/**
 * Signs `email` up and confirms it by the mailed link, as its owner would: only a confirmed
 * account may be given editor or admin (ADR 0133). Confirming ends the account's sessions, so
 * `client` is signed in again afterwards.
 */
export async function signUpConfirmed(
  server: { url: string; dataDir: string },
  client: TestClient,
  email: string,
  name?: string,
) {
  await client.signUp(email, undefined, name);
  const mail = await confirmationFromOutbox(server.dataDir, email);
  await followConfirmationLink(createClient(server.url), verificationLinkIn(mail.text));
  await client.signIn(email);
  return client;
}
