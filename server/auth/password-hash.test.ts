import { argon2Sync, randomBytes } from "node:crypto";
import { hashPassword as betterAuthScrypt } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { ARGON2_PARAMS, hashPassword, needsRehash, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("stores argon2id at OWASP's parameters with a fresh salt each time", async () => {
    const first = await hashPassword("Secret1!");
    const second = await hashPassword("Secret1!");
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(first).not.toBe(second);
    expect(ARGON2_PARAMS.memory).toBeGreaterThanOrEqual(19 * 1024);
    expect(needsRehash(first)).toBe(false);
  });

  it("accepts the right password only", async () => {
    const hash = await hashPassword("Secret1!");
    expect(await verifyPassword({ hash, password: "Secret1!" })).toBe(true);
    expect(await verifyPassword({ hash, password: "secret1!" })).toBe(false);
    expect(await verifyPassword({ hash, password: "" })).toBe(false);
  });

  it("treats canonically equal unicode spellings as one password", async () => {
    const hash = await hashPassword("Café123");
    expect(await verifyPassword({ hash, password: "Cafe\u0301123" })).toBe(true);
  });

  it("still verifies Better Auth's older scrypt hashes, and asks for an upgrade", async () => {
    const legacy = await betterAuthScrypt("Legacy1!");
    expect(await verifyPassword({ hash: legacy, password: "Legacy1!" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "Legacy2!" })).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it("verifies argon2id hashes at weaker parameters by their own parameters, and asks for an upgrade", async () => {
    const salt = randomBytes(16);
    const key = argon2Sync("argon2id", {
      message: "Weaker1!",
      nonce: salt,
      memory: 4096,
      passes: 1,
      parallelism: 1,
      tagLength: 32,
    });
    const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
    const weaker = `$argon2id$v=19$m=4096,t=1,p=1$${b64(salt)}$${b64(key)}`;
    expect(await verifyPassword({ hash: weaker, password: "Weaker1!" })).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
  });

  it("refuses anything that is not a hash it knows", async () => {
    for (const hash of ["", "plain-text", "$argon2i$v=19$m=19456,t=2,p=1$abc$def", "zz:yy"]) {
      expect(await verifyPassword({ hash, password: "plain-text" })).toBe(false);
    }
  });
});
