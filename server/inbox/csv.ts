// CSV that opens correctly in a spreadsheet: a UTF-8 byte-order mark (so Excel reads accents and
// Bengali as UTF-8), CRLF line ends, every cell quoted, and cells a spreadsheet would run as a
// formula (= + - @ tab CR at the start) prefixed with an apostrophe (OWASP "CSV injection").

const formulaStart = /^[=+\-@\t\r]/;

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
