import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { verifyPassword as verifyBetterAuthScrypt } from "better-auth/crypto";

// Passwords are hashed with argon2id at OWASP's recommended parameters (ADR 0013): 19 MiB of
// memory, 2 passes, 1 lane. Better Auth's default (scrypt N=2^14, r=16) is below that. The
// parameters travel inside each hash (PHC string format), so raising them later still verifies
// old hashes, and `needsRehash` tells the caller to store a stronger one on the next sign-in.

export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const SALT_BYTES = 16;
const TAG_BYTES = 32;
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

type Params = { memory: number; passes: number; parallelism: number };

function derive(password: string, salt: Buffer, params: Params, tagLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    argon2(
      "argon2id",
      { message: password.normalize("NFKC"), nonce: salt, tagLength, ...params },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, ARGON2_PARAMS, TAG_BYTES);
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
}

function parse(hash: string) {
  const match = PHC.exec(hash);
  if (!match) return null;
  const [, m, t, p, salt, key] = match;
  return {
    params: { memory: Number(m), passes: Number(t), parallelism: Number(p) },
    salt: Buffer.from(salt!, "base64"),
    key: Buffer.from(key!, "base64"),
  };
}

/** Checks a password against an argon2id hash, or a legacy hash of Better Auth's default scrypt. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const parsed = parse(hash);
  if (!parsed) {
    // Accounts created before ADR 0013 carry "salt:key" scrypt hashes.
    return /^[0-9a-f]+:[0-9a-f]+$/i.test(hash) ? verifyBetterAuthScrypt({ hash, password }) : false;
  }
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash is not argon2id at (at least) today's parameters. */
export function needsRehash(hash: string) {
  const parsed = parse(hash);
  if (!parsed) return true;
  return (
    parsed.params.memory < ARGON2_PARAMS.memory ||
    parsed.params.passes < ARGON2_PARAMS.passes ||
    parsed.key.length < TAG_BYTES
  );
}
