import type { ReactNode } from "react";
import { ColumnHeadings, type Heading } from "./column-headings.tsx";
import { DeletionDialogs } from "./deletion-dialogs.tsx";
import { EmptyState } from "./empty-state.tsx";
import { type DeletionMessages, useConfirmedDelete } from "./use-confirmed-delete.ts";

// The one table of the admin area: headings, one row per record as the server lists them, an
// empty state that names the search, and (when rows can be deleted) deletion with confirmation
// through useConfirmedDelete. Each screen gives its columns, its cells and the spec's words.

export const tableClasses = {
  wrap: "mt-6 overflow-x-auto rounded-2xl border border-ink/10 bg-white shadow-sm",
  table: "min-w-full text-left text-sm",
  head: "bg-mist text-xs font-semibold uppercase tracking-wide text-ink/70",
  row: "border-t border-ink/10 align-top hover:bg-mist/50",
  td: "px-4 py-3",
};
const t = tableClasses;

/** What a row's cells can do: open the deletion's confirmation, and know it is under way. */
export type RowActions = { askToDelete: () => void; deleting: boolean };

export function AdminTable<Row>(props: {
  rows: Row[];
  /** The record's id: the row's key, and the id the DELETE call names. */
  idOf: (row: Row) => string;
  headings: Heading[];
  /** What an empty table says; `query` names the search that found nothing. */
  empty: { message: string; query?: string };
  cells: (row: Row, index: number, actions: RowActions) => ReactNode;
  /** The REST API's DELETE address of a record, and the spec's words around it. */
  deletion?: { endpoint: (id: string) => string; messages: DeletionMessages };
}) {
  const { rows, idOf, deletion } = props;
  const deleting = useConfirmedDelete(deletion?.endpoint ?? noEndpoint);
  const shown = rows.filter((row) => !deleting.removed.has(idOf(row)));

  return (
    <>
      {shown.length === 0 ? (
        <EmptyState message={props.empty.message} query={props.empty.query} />
      ) : (
        <div className={t.wrap}>
          <table className={t.table}>
            <thead className={t.head}>
              <ColumnHeadings headings={props.headings} cellClassName="whitespace-nowrap" />
            </thead>
            <tbody>
              {shown.map((row, index) => {
                const id = idOf(row);
                const busy = deleting.deleting === id;
                return (
                  <tr key={id} aria-busy={busy || undefined} className={t.row}>
                    {props.cells(row, index, {
                      askToDelete: () => deleting.ask(id),
                      deleting: busy,
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {deletion ? <DeletionDialogs deletion={deleting} messages={deletion.messages} /> : null}
    </>
  );
}

const noEndpoint = (id: string) => id;

/** A row's Delete button, named after the row for screen readers. */
export function DeleteButton({ label, actions }: { label: string; actions: RowActions }) {
  return (
    <button
      type="button"
      onClick={actions.askToDelete}
      disabled={actions.deleting}
      aria-label={label}
      className="whitespace-nowrap rounded-full bg-red-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
    >
      {actions.deleting ? "Deleting…" : "Delete"}
    </button>
  );
}
