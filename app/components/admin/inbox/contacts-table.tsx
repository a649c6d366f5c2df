import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { AdminTable, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import type { EnquiryJson } from "#server/inbox/enquiry-repository.ts";
import type { FollowUp } from "#server/inbox/record-notes.ts";
import { BULK_FORM } from "./bulk-actions.tsx";
import { enquiryDeletionMessages, enquiryTrashMessages } from "./deletion-messages.ts";
import { ExpandableText } from "./expandable-text.tsx";
import { FollowUpCell } from "./follow-up-cell.tsx";
import { DeleteCell, EmailCell, NameCell, PhoneCell, useRecordHref } from "./inbox-cells.tsx";

export const REPLY_SUBJECT = "Re: Your project enquiry";

/** The Contact Form Submissions table (spec section 2); in the trash, rows are restored. */
export function ContactsTable({
  rows,
  query,
  inTrash,
}: {
  rows: (EnquiryJson & FollowUp)[];
  query: string;
  inTrash: boolean;
}) {
  const recordHref = useRecordHref("/dashbord");
  return (
    <AdminTable
      rows={rows}
      idOf={(row) => row._id}
      select={
        inTrash
          ? undefined
          : { form: BULK_FORM, label: (row) => `Select the submission from ${row.name}` }
      }
      // A card on a phone, short: the tick box and the name, when it came, what it is about
      // (two lines of the details), then the company, and the ways to answer with Delete.
      headings={[
        { label: "Name", phone: "bare" },
        { label: "Company", phone: "bare" },
        { label: "Email", phone: "bare" },
        { label: "Phone", phone: "bare" },
        { label: "Details", phone: "bare" },
        { label: "Submitted At", phone: "bare" },
        { label: "Follow-up", phone: "bare" },
        { label: inTrash ? "Restore or delete" : "Delete", phone: "bare" },
      ]}
      empty={{
        message: inTrash ? "The trash is empty." : "No contact form submissions found.",
        query,
      }}
      // Delete moves a row to the trash (with Undo); in the trash, it deletes for good.
      deletion={{
        intent: inTrash ? "purge" : "trash",
        messages: inTrash ? enquiryDeletionMessages : enquiryTrashMessages,
      }}
      cells={(row, _index, actions) => (
        <>
          <NameCell row={row} href={recordHref(row._id)} className="max-md:-order-3" />
          <td className={`${t.td} max-md:text-ink/70 ${row.company ? "" : "max-md:hidden"}`}>
            {row.company || "—"}
          </td>
          <EmailCell email={row.email} subject={REPLY_SUBJECT} />
          <PhoneCell phone={row.phone} />
          <td className={`${t.td} md:min-w-24 max-md:-order-1`}>
            <ExpandableText text={row.projectDetails} />
          </td>
          <td className={`${t.td} max-md:-order-2 max-md:text-ink/70`}>
            <AdminDateTime iso={row.submittedAt} />
          </td>
          <FollowUpCell row={row} className="max-md:-order-2" />
          <DeleteCell
            label={`${inTrash ? "Delete for good" : "Delete"} the submission from ${row.name}`}
            actions={actions}
            restore={
              inTrash
                ? { id: row._id, label: `Restore the submission from ${row.name}` }
                : undefined
            }
          />
        </>
      )}
    />
  );
}
