import type pg from "pg";
import type { Config } from "../config.ts";

// How this process connects to PostgreSQL (docs/deployment.md, "Managed PostgreSQL"):
// - the pool (DATABASE_URL) answers the requests' queries; it may be a provider's pooled,
//   transaction-mode endpoint. DATABASE_POOL_SIZE connections at most, each query bounded by
//   DATABASE_STATEMENT_TIMEOUT_MS.
// - the coordination sessions (DATABASE_DIRECT_URL, else DATABASE_URL) hold LISTEN, the advisory
//   locks and the migrations; they need a real session, so a direct (session-mode) endpoint.
//   TCP keepalive lets a dropped connection (a NAT or a provider's idle cut) be noticed, so
//   leadership moves on instead of being held by a dead socket.
// TLS follows the URL's sslmode; DATABASE_CA_FILE names the provider's CA (libpq's sslrootcert).

/** The URL with DATABASE_CA_FILE as its sslrootcert, verifying the server (verify-full) unless
 * the URL says otherwise. */
export function withCaFile(url: string, caFile: string | undefined) {
  if (!caFile) return url;
  const parsed = new URL(url);
  if (!parsed.searchParams.has("sslrootcert")) parsed.searchParams.set("sslrootcert", caFile);
  if (!parsed.searchParams.has("sslmode")) parsed.searchParams.set("sslmode", "verify-full");
  return parsed.toString();
}

type DatabaseConfig = Pick<
  Config,
  | "DATABASE_URL"
  | "databaseDirectUrl"
  | "DATABASE_POOL_SIZE"
  | "DATABASE_CA_FILE"
  | "DATABASE_STATEMENT_TIMEOUT_MS"
>;

export function poolOptions(config: DatabaseConfig): pg.PoolConfig {
  return {
    connectionString: withCaFile(config.DATABASE_URL ?? "", config.DATABASE_CA_FILE),
    max: config.DATABASE_POOL_SIZE,
    // 0 sends no statement_timeout at all (for a pooler that refuses it as a startup parameter:
    // set it on the role instead, docs/deployment.md).
    ...(config.DATABASE_STATEMENT_TIMEOUT_MS > 0
      ? { statement_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS }
      : {}),
  };
}

export function sessionOptions(config: DatabaseConfig): pg.ClientConfig {
  return {
    connectionString: withCaFile(config.databaseDirectUrl ?? "", config.DATABASE_CA_FILE),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}
