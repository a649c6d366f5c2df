import type { EnquiryJson } from "#server/inbox/enquiry-repository.ts";
import { ExpandableText } from "./expandable-text.tsx";
import { DeleteCell, EmailCell, NameCell, PhoneCell } from "./inbox-cells.tsx";
import { InboxTable, tableClasses as t } from "./inbox-table.tsx";
import { LocalDateTime } from "./local-date-time.tsx";

const REPLY_SUBJECT = "Re: Your project enquiry";
const endpoint = (id: string) => `/api/contact/${id}`;

/** The Contact Form Submissions table (spec section 2). */
export function ContactsTable({ rows, query }: { rows: EnquiryJson[]; query: string }) {
  return (
    <InboxTable
      rows={rows}
      query={query}
      endpoint={endpoint}
      headings={["Name", "Company", "Email", "Phone", "Details", "Submitted At", "Delete"]}
      emptyMessage="No contact form submissions found."
      texts={{
        confirm: "This contact will be permanently deleted!",
        deleted: "The contact has been deleted.",
        failed: "Failed to delete contact.",
      }}
      cells={(row, _index, askToDelete) => (
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
          <DeleteCell label={`Delete the submission from ${row.name}`} onClick={askToDelete} />
        </>
      )}
    />
  );
}
