import type { PageQueryHandle } from "#app/lib/page-query.ts";
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
  const rows = await listBookings(
    url.searchParams.get("q"),
    parseView(url.searchParams.get("status")),
    parseWhen(url.searchParams.get("when")),
    parseOrder(url.searchParams.get("order")),
  );
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
