import { formatAdminDateTime, formatAdminDay } from "#app/lib/admin-dates.ts";

// Every date the admin area shows goes through these two (ADR 0112).

export function AdminDateTime({ iso }: { iso: string }) {
  const { text, title } = formatAdminDateTime(iso);
  return (
    <time dateTime={iso} title={title} className="whitespace-nowrap">
      {text}
    </time>
  );
}

export function AdminDay({ day, className }: { day: string; className?: string }) {
  const { text, title } = formatAdminDay(day);
  return (
    <time dateTime={day} title={title} className={className ?? "whitespace-nowrap"}>
      {text}
    </time>
  );
}
