import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { account } from "../db/schema/auth.ts";
import { logger } from "../logger.ts";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash.ts";

// A weaker stored hash (Better Auth's old scrypt default, or argon2id at lower parameters) is
// replaced the moment its owner proves the password, the only time the plain password is known.

export async function verifyAndUpgrade(input: { hash: string; password: string }) {
  const ok = await verifyPassword(input);
  if (ok && needsRehash(input.hash)) {
    try {
      await replaceHash(input.hash, await hashPassword(input.password));
    } catch (error) {
      // The sign-in still succeeds; the upgrade is tried again next time.
      logger.error({ err: error }, "password hash upgrade failed");
    }
  }
  return ok;
}

/** Each hash carries its own random salt, so it names exactly one credential account. */
async function replaceHash(oldHash: string, newHash: string) {
  await getDb()
    .update(account)
    .set({ password: newHash, updatedAt: new Date() })
    .where(and(eq(account.providerId, "credential"), eq(account.password, oldHash)));
}
