import { useSearchParams } from "react-router";
import { bookingReplySubject, EventDate } from "#app/components/admin/inbox/bookings-table.tsx";
import { bookingTrashMessages } from "#app/components/admin/inbox/deletion-messages.ts";
import { mailtoHref } from "#app/components/admin/inbox/inbox-cells.tsx";
import { RecordActions } from "#app/components/admin/inbox/record-actions.tsx";
import { RecordPage } from "#app/components/admin/inbox/record-page.tsx";
import { RestoreOutcome } from "#app/components/admin/inbox/restore-outcome.tsx";
import { notFound } from "#app/lib/not-found.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { telHref } from "#app/lib/tel-href.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { inboxIntentAction } from "#server/http/inbox-intent-action.ts";
import { bookingToJson, openBooking } from "#server/inbox/booking-repository.ts";
import { isRecordId } from "#server/inbox/inbox-search.ts";
import { parseOrder, parseView } from "#server/inbox/inbox-tables.ts";
import { newCountsFor } from "#server/inbox/inbox-workflow.ts";
import type { Route } from "./+types/booking-detail";

// /bookingTable/:id: one booking, its event date first, marked read as it is opened (ADR 0110).

export const handle: PageQueryHandle = { query: ["status", "order"] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireEditor(request);
  const search = new URL(request.url).searchParams;
  const view = parseView(search.get("status"));
  const opened = isRecordId(params.id)
    ? await openBooking(params.id, view, parseOrder(search.get("order")))
    : undefined;
  if (!opened) throw notFound();
  const { id, note, followUp } = opened.row;
  return {
    booking: bookingToJson(opened.row),
    note: { id, note, followUp },
    neighbours: opened.neighbours,
    view,
    // Counted after opening it (it may have just become read): the navigation's badges.
    newCounts: await newCountsFor(user),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireEditor(request);
  return inboxIntentAction(request, "booking");
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, neighbours } = loaderData;
  const [search] = useSearchParams();
  const listSearch = search.size ? `?${search}` : "";
  const subject = bookingReplySubject(booking);
  const link = (href: string, text: string) => (
    <a href={href} className="text-accent underline-offset-2 hover:underline">
      {text}
    </a>
  );
  return (
    <RecordPage
      list={{ href: `/bookingTable${listSearch}`, label: "Booking Details" }}
      name={booking.name}
      status={booking.status}
      receivedAt={booking.receivedAt}
      deletedAt={booking.deletedAt}
      notifyFailed={booking.notifyFailed}
      notifyError={booking.notifyError}
      neighbours={neighbours}
      hrefOf={(id) => `/bookingTable/${id}${listSearch}`}
      note={loaderData.note}
      actions={
        <>
          <RestoreOutcome answer={actionData} />
          <RecordActions
            id={booking._id}
            progress={booking.progress}
            archived={booking.archived}
            inTrash={booking.deletedAt !== null}
            email={booking.email}
            replySubject={subject}
            phone={booking.telephone}
            messages={bookingTrashMessages}
          />
        </>
      }
      lead={[
        [
          "Date",
          <span key="date" className="text-lg">
            <EventDate row={booking} />
          </span>,
        ],
        ["Occasion", booking.occasion],
        [
          "Message",
          <p key="message" className="whitespace-pre-wrap">
            {booking.message || "—"}
          </p>,
        ],
      ]}
      fields={[
        ["Name", booking.name],
        ["Email", link(mailtoHref(booking.email, subject), booking.email)],
        ["Telephone", link(telHref(booking.telephone), booking.telephone)],
      ]}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.booking.name ?? "Booking"} | Booking Details | Admin` }];
}
