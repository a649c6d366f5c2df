import type { BookingJson } from "#server/inbox/booking-repository.ts";
import { DeleteButton, mailtoHref, tableClasses as t } from "./delete-button.tsx";
import { DeletionDialogs } from "./deletion-dialogs.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ExpandableText } from "./expandable-text.tsx";
import { UnsentBadge } from "./unsent-badge.tsx";
import { useDeleteRow } from "./use-delete-row.ts";

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

/** The Booking Details table (spec section 2), newest first as the server sends it. */
export function BookingsTable({ rows, query }: { rows: BookingJson[]; query: string }) {
  const deletion = useDeleteRow(endpoint);
  const shown = rows.filter((row) => !deletion.removed.has(row._id));

  return (
    <>
      {shown.length === 0 ? (
        <EmptyState message="No bookings found." query={query} />
      ) : (
        <div className={t.wrap}>
          <table className={t.table}>
            <thead className={t.head}>
              <tr>
                {[
                  "Index",
                  "Name",
                  "Email",
                  "Telephone",
                  "Date",
                  "Occasion",
                  "Message",
                  "Delete",
                ].map((heading) => (
                  <th key={heading} scope="col" className={t.th}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => (
                <tr key={row._id} className={t.row}>
                  <td className={`${t.td} text-ink/60`}>{index + 1}</td>
                  <td className={`${t.td} min-w-36 font-semibold`}>
                    {row.name}
                    {row.notifyFailed ? <UnsentBadge error={row.notifyError} /> : null}
                  </td>
                  <td className={t.td}>
                    <a
                      href={mailtoHref(
                        row.email,
                        `Re: Your booking for ${row.occasion} on ${formatDay(row.date)}`,
                      )}
                      title={`Reply to ${row.email}`}
                      className="text-accent underline-offset-2 hover:underline"
                    >
                      {row.email}
                    </a>
                  </td>
                  <td className={`${t.td} whitespace-nowrap`}>
                    <a
                      href={`tel:${row.telephone.replace(/\s+/g, "")}`}
                      className="hover:underline"
                    >
                      {row.telephone}
                    </a>
                  </td>
                  <td className={`${t.td} whitespace-nowrap`}>
                    <time dateTime={row.date}>{formatDay(row.date)}</time>
                  </td>
                  <td className={t.td}>{row.occasion}</td>
                  <td className={t.td}>
                    {row.message ? <ExpandableText text={row.message} /> : "—"}
                  </td>
                  <td className={t.td}>
                    <DeleteButton
                      label={`Delete the booking from ${row.name}`}
                      onClick={() => deletion.ask(row._id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeletionDialogs
        deletion={deletion}
        texts={{
          confirm: "You won't be able to revert this!",
          deleted: "The booking has been deleted.",
          failed: "There was an error deleting the booking. Please try again later.",
        }}
      />
    </>
  );
}
