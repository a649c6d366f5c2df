// The admin area's one way of writing a date (ADR 0112): in the site's time zone (the agency is
// in Birmingham), short in the table, in full on hover. Server and browser render the same text,
// so hydration never changes it.

export const siteTimeZone = "Europe/London";

const short = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: siteTimeZone,
});
const full = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
  timeZone: siteTimeZone,
});
const dayShort = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dayFull = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" });
const moment = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: siteTimeZone,
});

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** An instant: "23 Nov 2026, 14:05", and "Monday, 23 November 2026 at 14:05:12 GMT" in full. */
export function formatAdminDateTime(iso: string) {
  const date = parse(iso);
  return date ? { text: short.format(date), title: full.format(date) } : { text: iso, title: iso };
}

/**
 * A calendar day (YYYY-MM-DD, an event's date): a day, not an instant, so read as UTC. With a
 * wall-clock time (HH:MM, a scheduled article's, in UK time) it follows the day.
 */
export function formatAdminDay(day: string, time?: string) {
  const date = parse(`${day}T00:00:00Z`);
  if (!date) return { text: day, title: day };
  const text = dayShort.format(date);
  const title = dayFull.format(date);
  return time
    ? { text: `${text}, ${time}`, title: `${title} at ${time} (UK time)` }
    : { text, title };
}

/**
 * A moment to come, as an editor says it: "Tue 24 Nov, 08:00" (the year only when it is not the
 * current one, "Wed 6 Jan 2027, 09:30"). What a scheduled article's confirmation shows.
 */
export function formatAdminMoment(iso: string, now = Date.now()) {
  const date = parse(iso);
  if (!date) return iso;
  const part = (at: Date) =>
    Object.fromEntries(moment.formatToParts(at).map((p) => [p.type, p.value]));
  const { weekday, day, month, year, hour, minute } = part(date);
  const sameYear = year === part(new Date(now)).year;
  return `${weekday} ${day} ${month}${sameYear ? "" : ` ${year}`}, ${hour}:${minute}`;
}

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: siteTimeZone,
});

/** A time of today, as the editor's save status says it: "08:01" (UK time). */
export function formatAdminClock(iso: string) {
  const date = parse(iso);
  return date ? clock.format(date) : iso;
}
