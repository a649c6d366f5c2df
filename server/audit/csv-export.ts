import { type AuditEntity, recordAdminAction } from "./audit-log.ts";

// A list downloaded as CSV (issue 33): who took which list, how many rows and with which
// filters, on the Activity page beside the changes (personal data leaves the site this way).

const plural = (count: number) => `${count} ${count === 1 ? "row" : "rows"}`;

/**
 * Records one CSV download. `filters` are the list's own words for what it showed (its view,
 * its search), in the order the list shows them; empty ones are left out.
 */
export async function recordCsvExport(
  entity: AuditEntity,
  rows: number,
  filters: Record<string, string | null | undefined> = {},
) {
  const shown = Object.entries(filters).filter((entry): entry is [string, string] =>
    Boolean(entry[1]?.trim()),
  );
  const said = shown.map(([name, value]) => `${name}: ${value.trim()}`).join(", ");
  await recordAdminAction("exported", entity, null, {
    title: `CSV of ${plural(rows)}${said ? ` (${said})` : ""}`,
    format: "csv",
    rows,
    ...Object.fromEntries(shown),
  });
}
