import { inboxViewLabels } from "#app/lib/inbox-views.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { recordCsvExport } from "#server/audit/csv-export.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { listBookings, parseWhen } from "#server/inbox/booking-repository.ts";
import { csvResponse, csvStatus, csvUkTime, toCsv } from "#server/inbox/csv.ts";
import { parseOrder, parseView } from "#server/inbox/inbox-tables.ts";
import type { Route } from "./+types/bookings-csv";

// /bookingTable/bookings.csv: the bookings listed (and searched) on /bookingTable.

export const handle: PageQueryHandle = { query: ["q", "status", "order", "when"] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireEditor(request);
  const url = new URL(request.url);
  const view = parseView(url.searchParams.get("status"));
  const when = parseWhen(url.searchParams.get("when"));
  const rows = await listBookings(
    url.searchParams.get("q"),
    view,
    when,
    parseOrder(url.searchParams.get("order")),
  );
  await recordCsvExport("booking", rows.length, {
    view: inboxViewLabels[view],
    "event date": when,
    search: url.searchParams.get("q"),
  });
  const csv = toCsv(
    [
      "Index",
      "Name",
      "Email",
      "Telephone",
      "Date",
      "Occasion",
      "Message",
      "Received At (UK time)",
      "Status",
      "Follow Up",
      "Note",
    ],
    rows.map((row, index) => [
      index + 1,
      row.name,
      row.email,
      row.telephone,
      row.date,
      row.occasion,
      row.message,
      csvUkTime(row.receivedAt),
      csvStatus(row),
      row.followUp ?? "",
      row.note,
    ]),
  );
  return csvResponse("bookings", csv);
}
