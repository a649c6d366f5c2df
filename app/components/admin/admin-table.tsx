import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
} from "react";
import { ColumnHeadings, type Heading, headingLabel, phoneShow } from "./column-headings.tsx";
import { DeletionDialogs } from "./deletion-dialogs.tsx";
import { EmptyState } from "./empty-state.tsx";
import { SelectAll } from "./select-all.tsx";
import { type DeletionMessages, useConfirmedDelete } from "./use-confirmed-delete.ts";

// The one table of the admin area: headings, one row per record as the server lists them, an
// empty state that names the search, and (when rows can be deleted) deletion with confirmation
// through useConfirmedDelete. Each screen gives its columns, its cells and the spec's words.
// Below 768 px the same table is laid out as a list of cards (ADR 0113): rows become cards, each
// cell a line labelled with its column's heading, so a phone shows every record whole, with its
// actions in reach, and no sideways scrolling. One DOM for both widths: only CSS changes. A cell
// with `max-md:w-auto!` shares its line (the tick box beside the card's title, Delete beside the
// phone number), which keeps an inbox card short.

export const tableClasses = {
  wrap: "mt-4 sm:mt-6 md:overflow-x-auto md:rounded-2xl md:border md:border-ink/10 md:bg-white md:shadow-sm",
  table:
    "w-full text-left text-sm max-md:block max-md:[&_tbody]:grid max-md:[&_tbody]:gap-3 max-md:[&_thead]:sr-only",
  head: "bg-mist text-xs font-semibold uppercase tracking-wide text-ink/70",
  row: "align-top md:border-t md:border-ink/10 md:hover:bg-mist/50 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:[&>td]:w-full max-md:rounded-2xl max-md:border max-md:border-ink/10 max-md:bg-white max-md:p-4 max-md:shadow-sm",
  // Narrow padding, so every column of an inbox list fits beside the side menu at 1280 px.
  td: "md:px-2 md:py-3",
};

/** A cell on a phone: its heading as a small label before it, or nothing, or not shown. */
const phoneCell = {
  labelled:
    "max-md:flex max-md:items-baseline max-md:gap-3 max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-ink/60 max-md:before:content-[attr(data-label)]",
  bare: "max-md:block",
  hidden: "max-md:hidden",
};

/**
 * Gives each of a row's cells its column's heading and its phone layout. A cell made by a
 * component (an inbox's NameCell) passes `className` and `data-label` on to its <td>.
 */
function withPhoneLayout(cells: ReactNode, headings: Heading[]) {
  const list = isValidElement<{ children?: ReactNode }>(cells) ? cells.props.children : cells;
  return Children.toArray(list).map((cell, column) => {
    if (!isValidElement<{ className?: string }>(cell)) return cell;
    const heading = headings[column];
    const show = phoneShow(heading);
    return cloneElement(cell as ReactElement<{ className?: string; "data-label"?: string }>, {
      "data-label": heading && show === "labelled" ? headingLabel(heading) : undefined,
      className: [cell.props.className, phoneCell[show]].filter(Boolean).join(" "),
    });
  });
}
const t = tableClasses;

/** What a row's cells can do: open the deletion's confirmation, and know it is under way. */
export type RowActions = { askToDelete: () => void; deleting: boolean };

export function AdminTable<Row>(props: {
  rows: Row[];
  /** The record's id: the row's key, and the id a delete posts. */
  idOf: (row: Row) => string;
  headings: Heading[];
  /** What an empty table says; `query` names the search that found nothing. */
  empty: { message: string; query?: string; clear?: string };
  cells: (row: Row, index: number, actions: RowActions) => ReactNode;
  /** The intent the page's action deletes a row by, and the spec's words around it. */
  deletion?: { intent: string; messages: DeletionMessages };
  /** Rows can be chosen for a bulk action: a checkbox per row, in the form with this id
   * (BulkActions), named after the row for screen readers. */
  select?: { form: string; label: (row: Row) => string };
}) {
  const { rows, idOf, deletion } = props;
  const deleting = useConfirmedDelete(deletion?.intent ?? "delete");
  const shown = rows.filter((row) => !deleting.removed.has(idOf(row)));
  const body = useRef<HTMLTableSectionElement>(null);
  const { restored, settleRestored } = deleting;
  // After Undo the toast (which had focus) goes: focus moves to the restored row's first control
  // once the reloaded list shows it, rather than falling to the page's body.
  useEffect(() => {
    if (!restored) return;
    const row = [...(body.current?.rows ?? [])].find((tr) => tr.dataset.rowId === restored);
    const control = row?.querySelector<HTMLElement>("a[href], button:not([disabled])");
    if (!control) return;
    control.focus();
    settleRestored();
  });

  return (
    <>
      {shown.length === 0 ? (
        <EmptyState {...props.empty} />
      ) : (
        <div className={t.wrap}>
          <table className={t.table}>
            <thead className={t.head}>
              <ColumnHeadings
                headings={
                  props.select
                    ? [
                        { label: "Select", content: <SelectAll form={props.select.form} /> },
                        ...props.headings,
                      ]
                    : props.headings
                }
                // A heading of two words may take two lines beside the side menu (Submitted At).
                cellClassName="2xl:whitespace-nowrap"
              />
            </thead>
            <tbody ref={body}>
              {shown.map((row, index) => {
                const id = idOf(row);
                const busy = deleting.deleting === id;
                return (
                  <tr key={id} data-row-id={id} aria-busy={busy || undefined} className={t.row}>
                    {props.select ? (
                      <td className={`${t.td} max-md:-order-4 max-md:w-auto!`}>
                        {/* A thumb-sized target around the box, which stays its usual size. */}
                        <label className="-m-2.5 inline-flex size-11 cursor-pointer items-center justify-center">
                          <input
                            type="checkbox"
                            name="ids"
                            value={id}
                            form={props.select.form}
                            aria-label={props.select.label(row)}
                            className="size-6 accent-brand"
                          />
                        </label>
                      </td>
                    ) : null}
                    {withPhoneLayout(
                      props.cells(row, index, {
                        askToDelete: () => deleting.ask(id),
                        deleting: busy,
                      }),
                      props.headings,
                    )}
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

/** A row's Delete button (or its own word for it), named after the row for screen readers. */
export function DeleteButton({
  label,
  actions,
  text = "Delete",
}: {
  label: string;
  actions: RowActions;
  text?: string;
}) {
  return (
    <button
      type="button"
      onClick={actions.askToDelete}
      disabled={actions.deleting}
      aria-label={label}
      className="whitespace-nowrap rounded-full bg-red-600 px-4 py-1.5 max-md:min-h-11 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
    >
      {actions.deleting ? "Deleting…" : text}
    </button>
  );
}
