import { Suspense } from "react";
import { Await, useSearchParams } from "react-router";
import { BookingsTable } from "#app/components/admin/inbox/bookings-table.tsx";
import { BulkActions, BulkOutcome } from "#app/components/admin/inbox/bulk-actions.tsx";
import { InboxListHeader } from "#app/components/admin/inbox/inbox-list-header.tsx";
import { LoadFailed } from "#app/components/admin/inbox/load-failed.tsx";
import { RestoreOutcome } from "#app/components/admin/inbox/restore-outcome.tsx";
import { ViewTabs } from "#app/components/admin/inbox/view-tabs.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { inboxIntentAction } from "#server/http/inbox-intent-action.ts";
import { bookingToJson, listBookings, parseWhen } from "#server/inbox/booking-repository.ts";
import { parseOrder, parseView } from "#server/inbox/inbox-tables.ts";
import { followUpOf } from "#server/inbox/record-notes.ts";
import type { Route } from "./+types/bookings";

// /bookingTable: the Booking Details (spec section 2), by status (ADR 0110) and by whether the
// event is still to come. The list streams in behind a spinner; a failure shows the spec's
// 'Oops!' alert.

export const handle: PageQueryHandle = { query: ["q", "status", "order", "when"] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireEditor(request);
  const url = new URL(request.url);
  const query = url.searchParams.get("q")?.trim() ?? "";
  const view = parseView(url.searchParams.get("status"));
  const order = parseOrder(url.searchParams.get("order"));
  const when = parseWhen(url.searchParams.get("when"));
  const bookings = listBookings(query, view, when, order).then((rows) =>
    rows.map((row) => ({ ...bookingToJson(row), ...followUpOf(row) })),
  );
  return { query, view, when: when ?? "any", order, bookings };
}

export async function action({ request }: Route.ActionArgs) {
  await requireEditor(request);
  return inboxIntentAction(request, "booking");
}

const whenOptions = [
  { value: "any", label: "Any date" },
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
];

export default function BookingTable({ loaderData, actionData }: Route.ComponentProps) {
  const { query, view, when, order, bookings } = loaderData;
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="bookings-heading">
      <InboxListHeader
        headingId="bookings-heading"
        title="Booking Details"
        view={view}
        order={order}
        query={query}
        search={search}
        searchLabel="Search bookings"
        rows={bookings}
        csvHref="/bookingTable/bookings.csv"
        filters={
          <ViewTabs
            label="Event date"
            search={search}
            param="when"
            current={when}
            options={whenOptions}
            segmented
          />
        }
      />
      <BulkOutcome answer={actionData} />
      <RestoreOutcome answer={actionData} />
      <Suspense
        key={`${view} ${when} ${order} ${query}`}
        fallback={<Spinner label="Loading bookings…" />}
      >
        <Await
          resolve={bookings}
          errorElement={
            <LoadFailed
              note="The bookings could not be loaded."
              dialog={{
                title: "Oops!",
                message: "There was an error fetching bookings. Please try again later.",
              }}
            />
          }
        >
          {(rows) => <BookingsTable rows={rows} query={query} inTrash={view === "trash"} />}
        </Await>
      </Suspense>
      {view === "trash" ? null : <BulkActions what="bookings" />}
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Booking Details") }];
}
