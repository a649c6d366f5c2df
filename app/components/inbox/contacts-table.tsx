import type { EnquiryJson } from "#server/inbox/enquiry-repository.ts";
import { DeleteButton, mailtoHref, tableClasses as t } from "./delete-button.tsx";
import { DeletionDialogs } from "./deletion-dialogs.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ExpandableText } from "./expandable-text.tsx";
import { LocalDateTime } from "./local-date-time.tsx";
import { UnsentBadge } from "./unsent-badge.tsx";
import { useDeleteRow } from "./use-delete-row.ts";

const REPLY_SUBJECT = "Re: Your project enquiry";
const endpoint = (id: string) => `/api/contact/${id}`;

/** The Contact Form Submissions table (spec section 2), newest first as the server sends it. */
export function ContactsTable({ rows, query }: { rows: EnquiryJson[]; query: string }) {
  const deletion = useDeleteRow(endpoint);
  const shown = rows.filter((row) => !deletion.removed.has(row._id));

  return (
    <>
      {shown.length === 0 ? (
        <EmptyState message="No contact form submissions found." query={query} />
      ) : (
        <div className={t.wrap}>
          <table className={t.table}>
            <thead className={t.head}>
              <tr>
                {["Name", "Company", "Email", "Phone", "Details", "Submitted At", "Delete"].map(
                  (heading) => (
                    <th key={heading} scope="col" className={t.th}>
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row._id} className={t.row}>
                  <td className={`${t.td} min-w-36 font-semibold`}>
                    {row.name}
                    {row.notifyFailed ? <UnsentBadge error={row.notifyError} /> : null}
                  </td>
                  <td className={t.td}>{row.company || "—"}</td>
                  <td className={t.td}>
                    <a
                      href={mailtoHref(row.email, REPLY_SUBJECT)}
                      title={`Reply to ${row.email}`}
                      className="text-accent underline-offset-2 hover:underline"
                    >
                      {row.email}
                    </a>
                  </td>
                  <td className={`${t.td} whitespace-nowrap`}>
                    <a href={`tel:${row.phone.replace(/\s+/g, "")}`} className="hover:underline">
                      {row.phone}
                    </a>
                  </td>
                  <td className={t.td}>
                    <ExpandableText text={row.projectDetails} />
                  </td>
                  <td className={t.td}>
                    <LocalDateTime iso={row.submittedAt} />
                  </td>
                  <td className={t.td}>
                    <DeleteButton
                      label={`Delete the submission from ${row.name}`}
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
          confirm: "This contact will be permanently deleted!",
          deleted: "The contact has been deleted.",
          failed: "Failed to delete contact.",
        }}
      />
    </>
  );
}
