import { AdminTable, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import type { EnquiryJson } from "#server/inbox/enquiry-repository.ts";
import { ExpandableText } from "./expandable-text.tsx";
import { DeleteCell, EmailCell, NameCell, PhoneCell } from "./inbox-cells.tsx";
import { LocalDateTime } from "./local-date-time.tsx";

const REPLY_SUBJECT = "Re: Your project enquiry";
const endpoint = (id: string) => `/api/contact/${id}`;

/** The Contact Form Submissions table (spec section 2). */
export function ContactsTable({ rows, query }: { rows: EnquiryJson[]; query: string }) {
  return (
    <AdminTable
      rows={rows}
      idOf={(row) => row._id}
      headings={["Name", "Company", "Email", "Phone", "Details", "Submitted At", "Delete"]}
      empty={{ message: "No contact form submissions found.", query }}
      deletion={{
        endpoint,
        messages: {
          confirm: "This contact will be permanently deleted!",
          deleted: {
            title: "Deleted!",
            message: "The contact has been deleted.",
            autoCloseMs: 2000,
          },
          failed: { title: "Error!", message: "Failed to delete contact." },
        },
      }}
      cells={(row, _index, actions) => (
        <>
          <NameCell row={row} />
          <td className={t.td}>{row.company || "—"}</td>
          <EmailCell email={row.email} subject={REPLY_SUBJECT} />
          <PhoneCell phone={row.phone} />
          <td className={t.td}>
            <ExpandableText text={row.projectDetails} />
          </td>
          <td className={t.td}>
            <LocalDateTime iso={row.submittedAt} />
          </td>
          <DeleteCell label={`Delete the submission from ${row.name}`} actions={actions} />
        </>
      )}
    />
  );
}
