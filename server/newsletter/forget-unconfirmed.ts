import { logger } from "../logger.ts";
import { deletePendingSince } from "./subscriber-repository.ts";
import { CONFIRM_DAYS } from "./subscription.ts";

// Sign-ups nobody confirmed are forgotten once their link has expired (ADR 0160): an address
// typed by a stranger is not kept. Run by the leader at start and hourly.

export async function forgetUnconfirmed(now = Date.now()) {
  const forgotten = await deletePendingSince(new Date(now - CONFIRM_DAYS * 24 * 60 * 60_000));
  if (forgotten > 0) logger.info({ forgotten }, "unconfirmed newsletter sign-ups forgotten");
  return forgotten;
}
