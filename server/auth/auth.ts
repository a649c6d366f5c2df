import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getConfig } from "../config.ts";
import { getDb, schema } from "../db/client.ts";

function isListedAdmin(email: string) {
  return getConfig().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

function createAuth() {
  const config = getConfig();
  return betterAuth({
    appName: "Agency",
    baseURL: config.siteUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    telemetry: { enabled: false },
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { ...schema, rateLimit: schema.rateLimit },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128 },
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
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, role: isListedAdmin(user.email) ? "admin" : "user" },
          }),
        },
      },
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
