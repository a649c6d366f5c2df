// CSV that opens correctly in a spreadsheet: a UTF-8 byte-order mark (so Excel reads accents and
// Bengali as UTF-8), CRLF line ends, every cell quoted, and cells a spreadsheet would run as a
// formula (= + - @ tab CR at the start) prefixed with an apostrophe (OWASP "CSV injection").
// A phone number (+44 7911 123456) gets it too: Excel reads a bare one as a formula and shows an
// error or a number without its +, and hides the apostrophe, so the owner sees the number as sent.

export const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(headers: string[], rows: unknown[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The download answer, named after what it holds and the day it was taken. */
export function csvResponse(baseName: string, csv: string, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${baseName}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

const ukTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as the owner's clock read it (Europe/London), "2026-07-01 10:30", which every
 * spreadsheet reads as a date and time. An unreadable value is kept as it came. */
export function csvUkTime(moment: Date | string) {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  return Number.isNaN(date.getTime()) ? String(moment) : ukTime.format(date);
}

/** Where a record is: Trash, Archived, or its progress (New, Read, Replied). */
export function csvStatus(row: {
  status: string;
  archivedAt: Date | null;
  deletedAt: Date | null;
}) {
  const status = row.deletedAt ? "trash" : row.archivedAt ? "archived" : row.status;
  return status.charAt(0).toUpperCase() + status.slice(1);
}
