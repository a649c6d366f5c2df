import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from "./oidc-provider.ts";
import { startSmtpInbox } from "./smtp-inbox.ts";
import { startThumbnailOrigin } from "./thumbnail-origin.ts";

// The server the Playwright suite runs against: the production build, in this process, on a fresh
// embedded database in a temporary folder that is removed on exit. Beside it run a real SMTP
// server (mail lands as JSON in E2E_MAIL_DIR, set by playwright.config.ts) and a real OpenID
// Connect provider standing in for Google, and a thumbnail host standing in for YouTube's (the
// server fetches a video's thumbnail when it is added, ADR 0042); all are started first so the app
// sees them.

export const E2E_ADMIN_EMAIL = "admin@e2e.test";
// Listed admin addresses that sign in only with Google (tests/e2e/accounts-google.spec.ts): one
// the provider vouches for, one it does not.
export const E2E_GOOGLE_ADMIN_EMAILS = ["google-admin@e2e.test", "unvouched-admin@e2e.test"];
// Listed addresses of the owner's journeys (tests/e2e/accounts-admin-confirmation.spec.ts).
export const E2E_OWNER_EMAILS = ["owner@e2e.test", "squatted@e2e.test", "squatted-google@e2e.test"];

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-e2e-"));
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(dataDir, "received-mail");
process.on("exit", () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
});

const port = process.env.PORT ?? "3000";
const smtp = await startSmtpInbox(mailDir);
const oidc = await startOidcProvider(`http://localhost:${port}`);
const thumbnails = await startThumbnailOrigin();

Object.assign(process.env, {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  ADMIN_EMAILS: [E2E_ADMIN_EMAIL, ...E2E_GOOGLE_ADMIN_EMAILS, ...E2E_OWNER_EMAILS].join(","),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  SMTP_URL: smtp.url,
  GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
  GOOGLE_ISSUER: oidc.issuer,
  VIDEO_THUMBNAIL_ORIGIN: thumbnails.origin,
  VIMEO_OEMBED_ORIGIN: thumbnails.origin,
  // All workers share one address (127.0.0.1): limit failures per email only, tightly, so the
  // lockout test is quick; the per-address limits are covered by an integration test.
  LOGIN_MAX_FAILURES_PER_EMAIL: "3",
  LOGIN_MAX_FAILURES_PER_IP: "100000",
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  ACCOUNT_MAILS_PER_NETWORK_HOUR: "100000",
  ACCOUNT_MAILS_PER_HOUR: "100000",
});

await import("../../server.js");
