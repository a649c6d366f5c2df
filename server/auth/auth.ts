import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins";
import { site } from "../../app/lib/site.ts";
import { getConfig } from "../config.ts";
import { getDb, schema } from "../db/client.ts";
import { passwordResetMessage } from "../mail/templates/password-reset.ts";
import { sendAccountMail } from "./account-mail.ts";
import { afterMailedPasswordChosen, passwordLink } from "./admin-confirmation.ts";
import { grantsAdminRole } from "./admin-emails.ts";
import { authHooks } from "./auth-hooks.ts";
import { rateLimitOverrides, UNUSED_ENDPOINTS } from "./auth-rate-limit.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import { type AuthInternals, emailVerificationOptions } from "./email-verification.ts";
import { hashPassword } from "./password-hash.ts";
import { verifyAndUpgrade } from "./password-upgrade.ts";
import { afterProviderJoined } from "./provider-link.ts";
import { refuseStaleSignIn } from "./stale-sign-in.ts";

// The identity design is ADR 0010: Better Auth on our own database, sessions in the database
// behind an httpOnly cookie, the admin role in the user row, Google through OpenID Connect.

export const RESET_LINK_MINUTES = 60;

function oidcProviders() {
  const { google } = getConfig();
  if (!google) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: "google",
          name: "Google",
          discoveryUrl: `${google.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
          // ID tokens are checked against the issuer's published keys, never just decoded.
          requireIdTokenVerification: true,
          clientId: google.clientId,
          clientSecret: google.clientSecret,
          scopes: ["openid", "email", "profile"],
        },
      ],
    }),
  ];
}

function createAuth() {
  const config = getConfig();
  return betterAuth({
    appName: site.name,
    baseURL: config.siteUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    telemetry: { enabled: false },
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { ...schema, rateLimit: schema.rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 20,
      // argon2id at OWASP's parameters, upgrading older hashes at sign-in (ADR 0013).
      password: { hash: hashPassword, verify: verifyAndUpgrade },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // Whoever could reset the password may have had it: every session of the user ends.
      revokeSessionsOnPasswordReset: true,
      // Following the emailed link proves the address (which later allows linking Google to it),
      // forgives the sign-in failures counted against the email (ADR 0063), and is how a listed
      // address becomes admin (ADR 0120). Every session has ended by then.
      onPasswordReset: async ({ user }) => afterMailedPasswordChosen(user),
      // Sent in the background, within the address's cap (account-mail.ts): the answer to a reset
      // request takes as long for a real account as for an unknown email. The link is built here
      // from the token alone: the requester's redirectTo never reaches the mail.
      sendResetPassword: async ({ user, token }) => {
        sendAccountMail(user.email, () =>
          passwordResetMessage({
            to: user.email,
            url: passwordLink(token, "/reset-password"),
            expiresInMinutes: RESET_LINK_MINUTES,
          }),
        );
      },
    },
    // Annotated: the callbacks reach this instance's internals once it exists.
    emailVerification: emailVerificationOptions(
      (): ReturnType<AuthInternals> => getAuth().$context,
    ),
    socialProviders: {
      ...(config.github ? { github: config.github } : {}),
      ...(config.facebook ? { facebook: config.facebook } : {}),
    },
    plugins: oidcProviders(),
    account: {
      // A provider account joins an existing user only when the provider vouches for the email
      // and the local account has proved it too (ADR 0010), so nobody can pre-register a
      // victim's address with a password and wait for their Google sign-in.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    user: {
      additionalFields: {
        // input: false — a client can never set these, whatever it sends.
        role: { type: "string", required: false, defaultValue: "user", input: false },
        university: {
          type: "string",
          required: false,
          defaultValue: "Your University",
          input: false,
        },
        address: { type: "string", required: false, defaultValue: "Your Address", input: false },
        newEmail: { type: "string", required: false, defaultValue: " ", input: false },
      },
    },
    // Endpoints no page or API client of ours needs answer 404 over HTTP (ADR 0064); the pages'
    // in-process calls are not affected.
    disabledPaths: [...UNUSED_ENDPOINTS],
    rateLimit: {
      // Better Auth's limiter (HTTP only) keeps a general ceiling; the account endpoints are
      // limited by our hooks on both doors instead (server/auth/auth-rate-limit.ts).
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: rateLimitOverrides(),
    },
    hooks: authHooks,
    advanced: {
      // A session and its user in one query (the relations in server/db/schema/auth.ts).
      database: { joins: true },
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // A listed address is admin from the start only when its provider vouches for it (an
          // account made by sign-up is never verified yet).
          before: async (user) => ({
            data: { ...user, role: grantsAdminRole(user) ? "admin" : "user" },
          }),
        },
      },
      // A password sign-in whose password changed while it was being checked gets no session.
      session: { create: { after: async (created) => refuseStaleSignIn(created) } },
      // A provider joined to an account with a password replaces it (provider-link.ts).
      account: { create: { after: async (created) => afterProviderJoined(created) } },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __auth?: Auth };

/** The Better Auth instance of this process (created on first use, after configuration). */
export function getAuth(): Auth {
  holder.__auth ??= createAuth();
  return holder.__auth;
}
