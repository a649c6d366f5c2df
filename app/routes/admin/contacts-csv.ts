import { sourceLabel } from "#app/lib/enquiry-source.ts";
import { inboxViewLabels } from "#app/lib/inbox-views.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { recordCsvExport } from "#server/audit/csv-export.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { csvResponse, csvStatus, csvUkTime, toCsv } from "#server/inbox/csv.ts";
import { listEnquiries } from "#server/inbox/enquiry-repository.ts";
import { parseOrder, parseView } from "#server/inbox/inbox-tables.ts";
import type { Route } from "./+types/contacts-csv";

// /dashbord/contacts.csv: the submissions listed (and searched) on /dashbord, for a spreadsheet;
// times as the owner's clock read them (Europe/London).

export const handle: PageQueryHandle = { query: ["q", "status", "order"] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const view = parseView(url.searchParams.get("status"));
  const rows = await listEnquiries(
    url.searchParams.get("q"),
    view,
    parseOrder(url.searchParams.get("order")),
  );
  await recordCsvExport("enquiry", rows.length, {
    view: inboxViewLabels[view],
    search: url.searchParams.get("q"),
  });
  const csv = toCsv(
    [
      "Name",
      "Company",
      "Email",
      "Phone",
      "Details",
      "Submitted At (UK time)",
      "Received At (UK time)",
      "Form",
      "Status",
      "Follow Up",
      "Note",
    ],
    rows.map((row) => [
      row.name,
      row.company,
      row.email,
      row.phone,
      row.projectDetails,
      csvUkTime(row.submittedAt),
      csvUkTime(row.receivedAt),
      sourceLabel(row.source),
      csvStatus(row),
      row.followUp ?? "",
      row.note,
    ]),
  );
  return csvResponse("contact-submissions", csv);
}
