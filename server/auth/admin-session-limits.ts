import { eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { session as sessionTable } from "../db/schema/auth.ts";
import { logger } from "../logger.ts";

// An admin session can publish and delete, so it lives shorter than a visitor's: it ends after
// 30 minutes without a request, and 12 hours after sign-in whatever happens (OWASP ASVS 7.3).

export const ADMIN_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
// Activity is written at most once a minute, so browsing the admin area is not a write per page.
const TOUCH_EVERY_MS = 60 * 1000;

type SessionTimes = { id: string; createdAt: Date | string; updatedAt: Date | string };

/** False (and the session is ended) when an admin session is past either limit. */
export async function adminSessionStillValid(session: SessionTimes, now = Date.now()) {
  const idle = now - new Date(session.updatedAt).getTime();
  const age = now - new Date(session.createdAt).getTime();
  if (idle > ADMIN_IDLE_MS || age > ADMIN_ABSOLUTE_MS) {
    await getDb().delete(sessionTable).where(eq(sessionTable.id, session.id));
    logger.info(
      { event: "session.expired", reason: idle > ADMIN_IDLE_MS ? "idle" : "absolute" },
      "an admin session ended",
    );
    return false;
  }
  if (idle > TOUCH_EVERY_MS) {
    await getDb()
      .update(sessionTable)
      .set({ updatedAt: new Date(now) })
      .where(eq(sessionTable.id, session.id));
  }
  return true;
}
