import type { BookingJson } from "#server/inbox/booking-repository.ts";
import { ExpandableText } from "./expandable-text.tsx";
import { DeleteCell, EmailCell, NameCell, PhoneCell } from "./inbox-cells.tsx";
import { InboxTable, tableClasses as t } from "./inbox-table.tsx";

const endpoint = (id: string) => `/api/bookingEvents/${id}`;

/** A calendar day (YYYY-MM-DD) as people read it; it is a day, not an instant, so UTC. */
function formatDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** The Booking Details table (spec section 2). */
export function BookingsTable({ rows, query }: { rows: BookingJson[]; query: string }) {
  return (
    <InboxTable
      rows={rows}
      query={query}
      endpoint={endpoint}
      headings={["Index", "Name", "Email", "Telephone", "Date", "Occasion", "Message", "Delete"]}
      emptyMessage="No bookings found."
      texts={{
        confirm: "You won't be able to revert this!",
        deleted: "The booking has been deleted.",
        failed: "There was an error deleting the booking. Please try again later.",
      }}
      cells={(row, index, askToDelete) => (
        <>
          <td className={`${t.td} text-ink/60`}>{index + 1}</td>
          <NameCell row={row} />
          <EmailCell
            email={row.email}
            subject={`Re: Your booking for ${row.occasion} on ${formatDay(row.date)}`}
          />
          <PhoneCell phone={row.telephone} />
          <td className={`${t.td} whitespace-nowrap`}>
            <time dateTime={row.date}>{formatDay(row.date)}</time>
          </td>
          <td className={t.td}>{row.occasion}</td>
          <td className={t.td}>{row.message ? <ExpandableText text={row.message} /> : "—"}</td>
          <DeleteCell label={`Delete the booking from ${row.name}`} onClick={askToDelete} />
        </>
      )}
    />
  );
}
