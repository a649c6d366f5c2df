import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getConfig } from "../config.ts";

// The two keys a reader holds (ADR 0160). The confirmation token is random and kept only as a
// SHA-256 hash, so a copy of the database confirms nobody. The unsubscribe token is the row's id
// signed with the site's secret (HMAC-SHA-256): it needs no column, works for every mail ever
// sent to the reader, and dies with the row when the reader is erased or forgotten.

const base64url = (bytes: Buffer) => bytes.toString("base64url");

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh confirmation token and the hash that is stored. */
export function newConfirmToken() {
  const token = base64url(randomBytes(32));
  return { token, hash: hashToken(token) };
}

const signature = (id: string) =>
  createHmac("sha256", getConfig().authSecret).update(`newsletter-unsubscribe:${id}`).digest();

/** The token in a reader's unsubscribe and preferences link. */
export function unsubscribeToken(subscriberId: string) {
  return `${subscriberId}.${base64url(signature(subscriberId))}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subscriber id a token was signed for, or null when it is not one of ours. */
export function subscriberIdOf(token: string): string | null {
  const [id, signed, ...rest] = token.split(".");
  if (!id || !signed || rest.length > 0 || !uuidPattern.test(id)) return null;
  // Compared as text: decoding first would accept spare bits and stray characters, so many
  // spellings of one signature would open the same page.
  const given = Buffer.from(signed);
  const expected = Buffer.from(base64url(signature(id)));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
