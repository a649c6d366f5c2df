import type { APIRequestContext } from "@playwright/test";
import { verificationLinkIn } from "../support/email-verification.ts";
import { expect, readMail, uniqueEmail } from "./fixtures.ts";

// A newsroom editor's account (ADR 0128), made as it is in life: its owner signs up and confirms
// the address by the mailed link (only a confirmed account may be an editor: ADR 0133), then an
// admin grants the role by the roles screen's own form post.

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

/**
 * Signs a new account up in `request`'s cookie jar and confirms its address. Confirming ends the
 * account's sessions, so it signs in again. Its name carries a token to find it by.
 */
export async function signUpConfirmed(request: APIRequestContext, name: string) {
  const email = uniqueEmail("editor");
  const password = "Passw0rd!";
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: origin() },
    data: { email, password, name, image: `${origin()}/favicon.svg` },
  });
  expect(response.ok(), "sign-up").toBe(true);
  const confirm = await readMail(email, /^Confirm your email address$/);
  expect((await request.get(verificationLinkIn(confirm.text))).ok(), "confirmation").toBe(true);
  const signIn = await request.post("/api/auth/sign-in/email", {
    headers: { origin: origin() },
    data: { email, password },
  });
  expect(signIn.ok(), "sign-in").toBe(true);
  return email;
}

/** The admin API client makes the account an editor. */
export async function grantEditor(admin: APIRequestContext, email: string) {
  const record = await admin.get(`/api/user/${encodeURIComponent(email)}`);
  const [{ _id }] = (await record.json()) as [{ _id: string }];
  const response = await admin.post("/users", {
    headers: { origin: origin() },
    form: { userId: _id, role: "editor" },
  });
  expect(response.status(), "role change").toBe(200);
}
