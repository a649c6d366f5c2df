import type { ReactNode } from "react";
import { ColumnHeadings } from "#app/components/admin/column-headings.tsx";
import { DeletionDialogs } from "./deletion-dialogs.tsx";
import { EmptyState } from "./empty-state.tsx";
import { useDeleteRow } from "./use-delete-row.ts";

// The frame both inbox tables share (spec section 2): the headings, one row per entry as the
// server sends them (newest first), an empty state that names the search, and deleting a row
// with confirmation, which takes it out of the list only once the server has agreed.

export const tableClasses = {
  wrap: "mt-6 overflow-x-auto rounded-2xl border border-ink/10 bg-white shadow-sm",
  table: "min-w-full text-left text-sm",
  head: "bg-mist text-xs font-semibold uppercase tracking-wide text-ink/70",
  row: "border-t border-ink/10 align-top hover:bg-mist/50",
  td: "px-4 py-3",
};
const t = tableClasses;

export function InboxTable<Row extends { _id: string }>(props: {
  rows: Row[];
  query: string;
  endpoint: (id: string) => string;
  headings: string[];
  emptyMessage: string;
  /** The spec's words for the confirmation and its two outcomes (section 8). */
  texts: { confirm: string; deleted: string; failed: string };
  /** A row's cells; `askToDelete` opens the confirmation for that row. */
  cells: (row: Row, index: number, askToDelete: () => void) => ReactNode;
}) {
  const deletion = useDeleteRow(props.endpoint);
  const shown = props.rows.filter((row) => !deletion.removed.has(row._id));

  return (
    <>
      {shown.length === 0 ? (
        <EmptyState message={props.emptyMessage} query={props.query} />
      ) : (
        <div className={t.wrap}>
          <table className={t.table}>
            <thead className={t.head}>
              <ColumnHeadings headings={props.headings} cellClassName="whitespace-nowrap" />
            </thead>
            <tbody>
              {shown.map((row, index) => (
                <tr key={row._id} className={t.row}>
                  {props.cells(row, index, () => deletion.ask(row._id))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeletionDialogs deletion={deletion} texts={props.texts} />
    </>
  );
}
