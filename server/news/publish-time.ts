import { failure, type Result } from "../result.ts";
import { publicationState } from "./publication.ts";

// The editor types a date and a time as seen in the UK (the newsroom is in Birmingham); the
// article is public from that instant, so a future date-time schedules it (ADR 0032).

const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Minutes London is ahead of UTC at the given instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: number) {
  const parts = Object.fromEntries(london.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant a UK wall-clock date (YYYY-MM-DD) and time (HH:MM) names. */
export function publishInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  let instant = wall - londonOffsetMinutes(wall) * 60_000;
  // Near a clock change the first guess can sit on the other side of it; one correction settles.
  const corrected = wall - londonOffsetMinutes(instant) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/**
 * The UK wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant, to the minute below it: what
 * "Publish now" writes into a scheduled article, so `publishInstant` of them is never after it.
 */
export function londonDateTime(instant: Date) {
  const parts = Object.fromEntries(london.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * "Publish now" for a scheduled article (issue 33): the form's fields as sent, published, with its
 * date and time now. Saved as any other save (a revision, the slug, the image), so what the editor
 * had typed goes live with it. Only for an article saved as scheduled, the one the button is shown
 * for: a post made by hand for a draft would publish it without its Publish, and one for a live
 * article would move its date to now, both past what the editor chose.
 */
export function publishNowFields<Fields extends Record<string, string>>(
  fields: Fields,
  saved: { status: string; publishAt: Date },
  now = new Date(),
): Result<{ fields: Fields & { date: string; time: string; status: "published" } }> {
  const state = publicationState(saved, now.getTime());
  if (state === "draft") {
    return failure(
      "conflict",
      "Publish now is only for a scheduled article. This one is a draft: use Publish to make it public.",
    );
  }
  if (state === "published") {
    return failure(
      "conflict",
      "Publish now is only for a scheduled article. This one is already published: use Save changes.",
    );
  }
  return { ok: true, fields: { ...fields, ...londonDateTime(now), status: "published" } };
}
