import { type APIRequestContext, test as setup } from "@playwright/test";
import { allE2eServers } from "../support/e2e-servers.ts";
import { ADMIN_CONFIRM_SUBJECT, passwordLinkIn } from "../support/email-verification.ts";
import { E2E_ADMIN_EMAIL, E2E_PASSWORD, expect, readMail } from "./fixtures.ts";

// The admin account, made once per run on every worker's server before any test (the "setup"
// project of playwright.config.ts) the way an owner makes one: sign up with an ADMIN_EMAILS
// address, follow the link mailed to it and choose the password there (ADR 0120). Every test then
// only signs in, on its own worker's server (ADR 0153).

for (const [index, { origin, mailDir }] of allE2eServers().entries()) {
  setup(`the admin account on worker ${index}'s server`, async ({ request }) => {
    await makeAdmin(request, origin, mailDir);
  });
}

async function makeAdmin(request: APIRequestContext, origin: string, mailDir: string) {
  const headers = { origin };
  const signUp = await request.post(`${origin}/api/auth/sign-up/email`, {
    headers,
    data: {
      email: E2E_ADMIN_EMAIL,
      password: E2E_PASSWORD,
      name: "Site Admin",
      image: `${origin}/favicon.svg`,
    },
  });
  expect(signUp.ok(), "admin sign-up").toBe(true);

  const subject = new RegExp(`^${ADMIN_CONFIRM_SUBJECT}$`);
  const mail = await readMail(E2E_ADMIN_EMAIL, subject, undefined, mailDir);
  const followed = await request.get(passwordLinkIn(mail.text), { maxRedirects: 0 });
  expect(followed.status(), "the mailed link").toBe(302);
  const page = new URL(followed.headers().location ?? "", origin);
  expect(page.pathname).toBe("/reset-password");
  const chosen = await request.post(page.href, {
    headers,
    form: {
      token: page.searchParams.get("token") ?? "",
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
    },
  });
  expect(chosen.status(), "choosing the password").toBe(200);

  const signIn = await request.post(`${origin}/api/auth/sign-in/email`, {
    headers,
    data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  expect((await request.get(`${origin}/api/contacts`)).status(), "admin API").toBe(200);
}
