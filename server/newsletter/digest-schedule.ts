import { eq } from "drizzle-orm";
import { validate } from "#app/lib/field-errors.ts";
import { digestScheduleSchema } from "#app/lib/newsletter-schema.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { getDb } from "../db/client.ts";
import { newsletterDigestSchedule } from "../db/schema/newsletter.ts";
import { publishInstant } from "../news/publish-time.ts";
import { failure, type Result } from "../result.ts";

// When the weekly digest goes (ADR 0165): a day and an hour in London, off until an admin
// switches it on. One row; none stored means off.

export type DigestSchedule = { enabled: boolean; day: number; hour: number };

const OFF: DigestSchedule = { enabled: false, day: 1, hour: 8 };

export async function digestSchedule(): Promise<DigestSchedule> {
  const [row] = await getDb()
    .select()
    .from(newsletterDigestSchedule)
    .where(eq(newsletterDigestSchedule.id, 1));
  return row ? { enabled: row.enabled, day: row.day, hour: row.hour } : OFF;
}

export async function saveDigestSchedule(values: unknown): Promise<Result<DigestSchedule>> {
  const checked = validate(digestScheduleSchema, values);
  if (!checked.success) {
    return failure("invalid", "Please choose a day and an hour.", { errors: checked.errors });
  }
  const schedule = checked.data;
  await getDb()
    .insert(newsletterDigestSchedule)
    .values({ id: 1, ...schedule })
    .onConflictDoUpdate({
      target: newsletterDigestSchedule.id,
      set: { ...schedule, updatedAt: new Date() },
    });
  await recordAdminAction("updated", "settings", "newsletter-digest", schedule);
  return { ok: true, ...schedule };
}

const londonDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The latest send time at or before `now`: the set weekday and hour in London, as an instant,
 * and its London date, which names the week's digest.
 */
export function latestSlot(now: Date, day: number, hour: number) {
  for (let back = 0; back <= 7; back += 1) {
    const date = londonDate.format(new Date(now.getTime() - back * 86_400_000));
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== day) continue;
    const at = publishInstant(date, `${String(hour).padStart(2, "0")}:00`);
    if (at <= now) return { at, week: date };
  }
  throw new Error("no slot in the last eight days");
}
