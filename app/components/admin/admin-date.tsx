import { formatAdminDateTime, formatAdminDay } from "#app/lib/admin-dates.ts";

// Every date the admin area shows goes through these two (ADR 0112).

/** "23 Nov 2026, 18:05": the time may go under the date in a narrow column, never apart. */
export function AdminDateTime({ iso }: { iso: string }) {
  const { text, title } = formatAdminDateTime(iso);
  const [day, time] = text.split(/, (?=[^,]*$)/);
  return (
    <time dateTime={iso} title={title}>
      {time ? (
        <>
          <span className="whitespace-nowrap">{day},</span>{" "}
          <span className="whitespace-nowrap">{time}</span>
        </>
      ) : (
        <span className="whitespace-nowrap">{text}</span>
      )}
    </time>
  );
}

/** A day, with its time when given one: "Tue, 24 Nov 2099, 08:00" (the time never apart). */
export function AdminDay({
  day,
  time,
  className,
}: {
  day: string;
  time?: string;
  className?: string;
}) {
  const { text, title } = formatAdminDay(day, time);
  return (
    <time
      dateTime={time ? `${day}T${time}` : day}
      title={title}
      className={className ?? "whitespace-nowrap"}
    >
      {text}
    </time>
  );
}
