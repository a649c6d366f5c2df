import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from "./oidc-provider.ts";
import { databaseUrl, startPostgresCluster } from "./postgres-cluster.ts";
import { startSmtpInbox } from "./smtp-inbox.ts";
import { startThumbnailOrigin } from "./thumbnail-origin.ts";

// The server the Playwright suite runs against: the production build, in this process, on a
// PostgreSQL server of its own (initdb into a temporary folder, stopped on exit; ADR 0169) or,
// with E2E_DB=pglite, on a fresh embedded database. Beside it run a real SMTP server (mail lands
// as JSON in E2E_MAIL_DIR, set by playwright.config.ts) and a real OpenID Connect provider standing
// in for Google, and a thumbnail host standing in for YouTube's (the server fetches a video's
// thumbnail when it is added, ADR 0042); all are started first so the app sees them.

export const E2E_ADMIN_EMAIL = "admin@e2e.test";
// Listed admin addresses that sign in only with Google (tests/e2e/accounts-google.spec.ts): one
// the provider vouches for, one it does not.
export const E2E_GOOGLE_ADMIN_EMAILS = ["google-admin@e2e.test", "unvouched-admin@e2e.test"];
// Listed addresses of the owner's journeys (tests/e2e/accounts-admin-confirmation.spec.ts).
export const E2E_OWNER_EMAILS = ["owner@e2e.test", "squatted@e2e.test", "squatted-google@e2e.test"];

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-e2e-"));
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(dataDir, "received-mail");
// Named after the port: a run stopped before its clean-up left mail there that a later run on the
// same port would read as its own (an old link, refused with 400).
rmSync(mailDir, { recursive: true, force: true });
process.on("exit", () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
});

const port = process.env.PORT ?? "3000";

/**
 * A fresh PostgreSQL database for this server: the embedded database took 40% of the server's CPU
 * in a layer that keeps both cores busy, PostgreSQL a small part of that (ADR 0169). With
 * DATABASE_URL set (a server of the developer's) each e2e server still gets a database of its own.
 */
async function ownDatabase() {
  if (process.env.E2E_DB === "pglite") return undefined;
  const cluster = await startPostgresCluster();
  const name = `agency_e2e_${port}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return { url: databaseUrl(cluster.url, name), stop: cluster.stop };
}
const db = await ownDatabase();
process.on("exit", () => db?.stop());
const smtp = await startSmtpInbox(mailDir);
const oidc = await startOidcProvider(`http://localhost:${port}`);
const thumbnails = await startThumbnailOrigin();

Object.assign(process.env, {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  ...(db ? { DATABASE_URL: db.url, AUTH_SECRET: randomBytes(32).toString("base64url") } : {}),
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
