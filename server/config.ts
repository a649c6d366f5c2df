import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { plainHttpRule } from "./config/plain-http.ts";
import { parseTrustProxy } from "./config/trust-proxy.ts";

// The operator contract (the README's Configuration table; docs/architecture.md): every setting
// is read and validated here, once, so a bad value stops the start with a message naming the
// variable instead of failing later.

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(fallback));

/** An http(s) origin and nothing more (no credentials, path or query), as its `origin`. */
const originOnly = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// origin" })
      .default(fallback)
      .refine((value) => {
        const url = new URL(value);
        return !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
      }, "must be an origin only (scheme, host and optional port), with no path or query")
      .transform((value) => new URL(value).origin),
  );

/** What Sentry's SDK accepts as a DSN: a key of word characters, a host and a numeric project. */
const SENTRY_DSN =
  /^https?:\/\/\w+(?::\w*)?@(?:\[[:.%\w]+\]|[\w.-]+)(?::\d+)?\/(?:[^/?#\s]+\/)*\d+$/;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  SITE_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  // The session-mode (direct) endpoint for LISTEN/NOTIFY, advisory locks and migrations, when
  // DATABASE_URL is a provider's pooled (transaction-mode) one.
  DATABASE_DIRECT_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(500).default(10),
  ),
  // The provider's CA certificate (PEM), to verify its server over TLS.
  DATABASE_CA_FILE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((file) => existsSync(file), "no such file")
      .optional(),
  ),
  // A query running longer is cancelled by PostgreSQL; 0: no limit sent.
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).default(30_000),
  ),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  // The mail queue (ADR 0159): messages handed to SMTP per second by each process, and the first
  // wait before a temporary failure (4xx, no connection) is retried, doubling up to an hour.
  MAIL_SEND_RATE: positiveInt(10),
  MAIL_RETRY_SECONDS: positiveInt(60),
  ENQUIRY_NOTIFY_TO: z.preprocess(emptyToUndefined, z.email().optional()),
  // Public forms: accepted submissions per client address per window (ADR 0052).
  INBOX_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
  INBOX_RATE_WINDOW_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).default(600),
  ),
  // Enquiries and bookings older than this many months are deleted by the daily job (ADR 0111).
  INBOX_RETENTION_MONTHS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(120).default(24),
  ),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("must be a comma-separated list of email addresses"))),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default("https://accounts.google.com")),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  // Sign-in throttling (ADR 0011): failed logins allowed per email and per client address within
  // the window, and requests per minute per address to the other account endpoints.
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(900),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(10),
  // A connection whose client has not taken a byte of its waiting answers for this long is closed
  // (server/http/stalled-readers.ts), as nginx's send_timeout.
  STALLED_READER_SECONDS: positiveInt(60),
  // Account mails (confirmation, reset) one client network, and the whole site, may cause per
  // hour to any addresses (ADR 0156): the bound on the site being used to mail strangers.
  ACCOUNT_MAILS_PER_NETWORK_HOUR: positiveInt(20),
  ACCOUNT_MAILS_PER_HOUR: positiveInt(300),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  // Temporary credentials (STS, a role) carry a session token beside the key pair.
  S3_SESSION_TOKEN: optionalString,
  // The most one request to the bucket may take, its retries included.
  S3_TIMEOUT_MS: positiveInt(30_000),
  // Where YouTube thumbnails are fetched from when a video is added (ADR 0042). Only an origin: the
  // path is built by the server from the video id. Tests point it at a local server.
  VIDEO_THUMBNAIL_ORIGIN: originOnly("https://i.ytimg.com"),
  // Where a Vimeo video's oEmbed answer (its thumbnail's address and its title) is asked for when
  // the video is added (ADR 0090). Tests point it at a local server.
  VIMEO_OEMBED_ORIGIN: originOnly("https://vimeo.com"),
  // Which proxies may set the client address (ADR 0065): a hop count, an address list, or off.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("loopback")
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }),
  ),
  // Production on a plain-http SITE_URL other than loopback is refused unless this says so.
  ALLOW_INSECURE_HTTP: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"], "must be true or false")
      .default("false")
      .transform((value) => value === "true"),
  ),
  // Prometheus metrics on a port of their own, never the public one; unset: off.
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  // The address the metrics port listens on: loopback unless a scraper elsewhere must reach it.
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
  // Unexpected server errors also go to this Sentry-compatible DSN (ADR 0155); unset: off. The
  // shape is checked here, as the SDK would otherwise drop a bad one with a line on the console.
  ERROR_REPORTING_DSN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(
        SENTRY_DSN,
        "must be a Sentry DSN: http(s)://<public key>@<host>[:port]/<project id, a number>",
      )
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

function describeIssues(error: z.ZodError) {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`)
    .join("; ");
}

function loadOrCreateSecret(dataDir: string) {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function parseConfig(source: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET && env.DATABASE_URL) {
    // Several processes sharing one PostgreSQL must share one secret; a per-folder secret can't.
    throw new ConfigError(
      "Invalid configuration: AUTH_SECRET: required in production with DATABASE_URL",
    );
  }
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: DATABASE_DIRECT_URL: needs DATABASE_URL (the pooled endpoint) too",
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const siteUrl = new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).origin;
  const transport = plainHttpRule(env, siteUrl);
  if (transport.refusal)
    throw new ConfigError(`Invalid configuration: SITE_URL: ${transport.refusal}`);
  return {
    ...env,
    dataDir,
    siteUrl,
    /** Where coordination connects: the direct endpoint, else the one URL. */
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    secureCookies: siteUrl.startsWith("https:"),
    startupWarnings: transport.warnings,
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
          issuer: env.GOOGLE_ISSUER,
        }
      : undefined,
    github:
      env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET }
        : undefined,
    facebook:
      env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
        ? { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET }
        : undefined,
  };
}

export type Config = ReturnType<typeof parseConfig>;

let current: Config | undefined;

/** The validated configuration of this process, read from the environment on first use. */
export function getConfig(): Config {
  current ??= parseConfig();
  return current;
}
