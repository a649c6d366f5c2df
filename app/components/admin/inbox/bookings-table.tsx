import { AdminTable, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import type { BookingJson } from "#server/inbox/booking-repository.ts";
import { ExpandableText } from "./expandable-text.tsx";
import { DeleteCell, EmailCell, NameCell, PhoneCell } from "./inbox-cells.tsx";

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
    <AdminTable
      rows={rows}
      idOf={(row) => row._id}
      headings={["Index", "Name", "Email", "Telephone", "Date", "Occasion", "Message", "Delete"]}
      empty={{ message: "No bookings found.", query }}
      deletion={{
        endpoint,
        messages: {
          confirm: "You won't be able to revert this!",
          deleted: {
            title: "Deleted!",
            message: "The booking has been deleted.",
            autoCloseMs: 2000,
          },
          failed: {
            title: "Error!",
            message: "There was an error deleting the booking. Please try again later.",
          },
        },
      }}
      cells={(row, index, actions) => (
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
          <DeleteCell label={`Delete the booking from ${row.name}`} actions={actions} />
        </>
      )}
    />
  );
}
