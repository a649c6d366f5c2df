import { useEffect, useState } from "react";

const format = (iso: string, timeZone?: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
};

/**
 * A date-time in the reader's own time zone (spec: "Submitted At (local date-time)"). The server
 * cannot know that zone, so it renders UK time and the browser re-renders after hydration.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const [text, setText] = useState(() => format(iso, "Europe/London"));
  useEffect(() => setText(format(iso)), [iso]);
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {text}
    </time>
  );
}
