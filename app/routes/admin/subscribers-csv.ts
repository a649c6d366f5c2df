import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { csvResponse } from "#server/inbox/csv.ts";
import { subscribersCsv } from "#server/newsletter/subscriber-admin.ts";
import type { Route } from "./+types/subscribers-csv";

// /subscribers/subscribers.csv: every newsletter reader (or those the search found), for a
// spreadsheet or another mailing tool.

export const handle: PageQueryHandle = { query: ["q"] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return csvResponse(
    "newsletter-subscribers",
    await subscribersCsv(new URL(request.url).searchParams.get("q")),
  );
}
