import { AdminDay } from "#app/components/admin/admin-date.tsx";
import { AdminTable, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { formatAdminDay } from "#app/lib/admin-dates.ts";
import type { BookingJson } from "#server/inbox/booking-repository.ts";
import type { FollowUp } from "#server/inbox/record-notes.ts";
import { BULK_FORM } from "./bulk-actions.tsx";
import { bookingDeletionMessages, bookingTrashMessages } from "./deletion-messages.ts";
import { ExpandableText } from "./expandable-text.tsx";
import { FollowUpCell } from "./follow-up-cell.tsx";
import { DeleteCell, EmailCell, NameCell, PhoneCell, useRecordHref } from "./inbox-cells.tsx";

export const bookingReplySubject = (row: BookingJson) =>
  `Re: Your booking for ${row.occasion} on ${formatAdminDay(row.date).text}`;

/** The event's day, large, and whether it is still to come. */
export function EventDate({ row }: { row: BookingJson }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <AdminDay
        day={row.date}
        className={`whitespace-nowrap font-bold ${row.upcoming ? "text-ink" : "text-ink/60"}`}
      />
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.upcoming ? "bg-sky-100 text-sky-800" : "bg-ink/5 text-ink/60"}`}
      >
        {row.upcoming ? "Upcoming" : "Past"}
      </span>
    </span>
  );
}

/** The Booking Details table (spec section 2); in the trash, rows are restored. */
export function BookingsTable({
  rows,
  query,
  inTrash,
}: {
  rows: (BookingJson & FollowUp)[];
  query: string;
  inTrash: boolean;
}) {
  const recordHref = useRecordHref("/bookingTable");
  return (
    <AdminTable
      rows={rows}
      idOf={(row) => row._id}
      select={
        inTrash
          ? undefined
          : { form: BULK_FORM, label: (row) => `Select the booking from ${row.name}` }
      }
      headings={[
        { label: "Index", phone: "hidden" },
        { label: "Name", phone: "bare" },
        { label: "Email", phone: "bare" },
        { label: "Telephone", phone: "bare" },
        // A booking card on a phone leads with its date (beside the tick box) and occasion: what
        // the owner plans by; then who asked, the message's first lines, and how to answer.
        { label: "Date", phone: "bare" },
        { label: "Occasion", phone: "bare" },
        { label: "Message", phone: "bare" },
        { label: "Follow-up", phone: "bare" },
        { label: inTrash ? "Restore or delete" : "Delete", phone: "bare" },
      ]}
      empty={{ message: inTrash ? "The trash is empty." : "No bookings found.", query }}
      // Delete moves a row to the trash (with Undo); in the trash, it deletes for good.
      deletion={{
        intent: inTrash ? "purge" : "trash",
        messages: inTrash ? bookingDeletionMessages : bookingTrashMessages,
      }}
      cells={(row, index, actions) => (
        <>
          <td className={`${t.td} text-ink/60`}>{index + 1}</td>
          <NameCell row={row} href={recordHref(row._id)} className="max-md:-order-2" />
          <EmailCell email={row.email} subject={bookingReplySubject(row)} />
          <PhoneCell phone={row.telephone} />
          <td className={`${t.td} max-md:-order-3 max-md:w-auto! max-md:flex-1`}>
            <EventDate row={row} />
          </td>
          <td className={`${t.td} max-md:-order-3 max-md:text-base max-md:font-semibold`}>
            {row.occasion}
          </td>
          <td
            className={`${t.td} md:min-w-24 max-md:-order-1 ${row.message ? "" : "max-md:hidden"}`}
          >
            {row.message ? <ExpandableText text={row.message} /> : "—"}
          </td>
          <FollowUpCell row={row} className="max-md:-order-1" />
          <DeleteCell
            label={`${inTrash ? "Delete for good" : "Delete"} the booking from ${row.name}`}
            actions={actions}
            restore={
              inTrash ? { id: row._id, label: `Restore the booking from ${row.name}` } : undefined
            }
          />
        </>
      )}
    />
  );
}
