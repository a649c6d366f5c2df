import { Suspense } from "react";
import { Await } from "react-router";
import { BookingsTable } from "#app/components/admin/inbox/bookings-table.tsx";
import { LoadFailed } from "#app/components/admin/inbox/load-failed.tsx";
import { TableToolbar } from "#app/components/admin/inbox/table-toolbar.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { bookingToJson, listBookings } from "#server/inbox/booking-repository.ts";
import type { Route } from "./+types/booking-table";

// /bookingTable: the Booking Details (spec section 2). The list streams in behind a spinner; a
// failure shows the spec's 'Oops!' alert.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const bookings = listBookings(query).then((rows) => rows.map(bookingToJson));
  return { query, bookings };
}

export default function BookingTable({ loaderData }: Route.ComponentProps) {
  const { query, bookings } = loaderData;
  return (
    <section aria-labelledby="bookings-heading">
      <h1 id="bookings-heading" className="mb-6 text-3xl font-bold tracking-tight">
        Booking Details
      </h1>
      <TableToolbar
        query={query}
        searchLabel="Search bookings"
        csvHref="/bookingTable/bookings.csv"
      />
      <Suspense key={query} fallback={<Spinner label="Loading bookings…" />}>
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
          {(rows) => <BookingsTable rows={rows} query={query} />}
        </Await>
      </Suspense>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Booking Details") }];
}
