import { useSearchParams } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { REPLY_SUBJECT } from "#app/components/admin/inbox/contacts-table.tsx";
import { enquiryTrashMessages } from "#app/components/admin/inbox/deletion-messages.ts";
import { mailtoHref } from "#app/components/admin/inbox/inbox-cells.tsx";
import { RecordActions } from "#app/components/admin/inbox/record-actions.tsx";
import { RecordPage } from "#app/components/admin/inbox/record-page.tsx";
import { RestoreOutcome } from "#app/components/admin/inbox/restore-outcome.tsx";
import { sourceLabel } from "#app/lib/enquiry-source.ts";
import { notFound } from "#app/lib/not-found.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { telHref } from "#app/lib/tel-href.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { inboxIntentAction } from "#server/http/inbox-intent-action.ts";
import { enquiryToJson, openEnquiry } from "#server/inbox/enquiry-repository.ts";
import { isRecordId } from "#server/inbox/inbox-search.ts";
import { parseOrder, parseView } from "#server/inbox/inbox-tables.ts";
import { newCountsFor } from "#server/inbox/inbox-workflow.ts";
import type { Route } from "./+types/enquiry-detail";

// /dashbord/:id: one enquiry, everything it holds, marked read as it is opened (ADR 0110).

export const handle: PageQueryHandle = { query: ["status", "order"] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const view = parseView(search.get("status"));
  const opened = isRecordId(params.id)
    ? await openEnquiry(params.id, view, parseOrder(search.get("order")))
    : undefined;
  if (!opened) throw notFound();
  const { id, note, followUp } = opened.row;
  return {
    enquiry: enquiryToJson(opened.row),
    note: { id, note, followUp },
    neighbours: opened.neighbours,
    view,
    // Counted after opening it (it may have just become read): the navigation's badges.
    newCounts: await newCountsFor(user),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return inboxIntentAction(request, "enquiry");
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, neighbours } = loaderData;
  const [search] = useSearchParams();
  const listSearch = search.size ? `?${search}` : "";
  const link = (href: string, text: string) => (
    <a href={href} className="text-accent underline-offset-2 hover:underline">
      {text}
    </a>
  );
  return (
    <RecordPage
      list={{ href: `/dashbord${listSearch}`, label: "Contact Form Submissions" }}
      name={enquiry.name}
      status={enquiry.status}
      receivedAt={enquiry.receivedAt}
      deletedAt={enquiry.deletedAt}
      notifyFailed={enquiry.notifyFailed}
      notifyError={enquiry.notifyError}
      neighbours={neighbours}
      hrefOf={(id) => `/dashbord/${id}${listSearch}`}
      note={loaderData.note}
      actions={
        <>
          <RestoreOutcome answer={actionData} />
          <RecordActions
            id={enquiry._id}
            progress={enquiry.progress}
            archived={enquiry.archived}
            inTrash={enquiry.deletedAt !== null}
            email={enquiry.email}
            replySubject={REPLY_SUBJECT}
            phone={enquiry.phone}
            messages={enquiryTrashMessages}
          />
        </>
      }
      lead={[
        [
          "Details",
          <p key="details" className="whitespace-pre-wrap">
            {enquiry.projectDetails}
          </p>,
        ],
      ]}
      fields={[
        ["Name", enquiry.name],
        ["Company", enquiry.company || "—"],
        ["Email", link(mailtoHref(enquiry.email, REPLY_SUBJECT), enquiry.email)],
        ["Phone", link(telHref(enquiry.phone), enquiry.phone)],
        ["Submitted At", <AdminDateTime key="submitted" iso={enquiry.submittedAt} />],
        ["Form", sourceLabel(enquiry.source)],
      ]}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.enquiry.name ?? "Enquiry"} | Contact Form Submissions | Admin` }];
}
