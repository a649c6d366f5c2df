import { Link } from "react-router";
import { AdminDay } from "#app/components/admin/admin-date.tsx";
import { AdminTable, DeleteButton, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { categoryByValue } from "#app/lib/news-categories.ts";
import { langOf } from "#app/lib/news-format.ts";
import type { PublicationState } from "#app/lib/news-view.ts";

export type AdminNewsRow = {
  id: string;
  title: string;
  category: string;
  date: string;
  time: string;
  state: PublicationState;
  /** Its public address (ADR 0105). */
  path: string;
  /** Its image has no description of the editor's: pages use the caption or title meanwhile. */
  noAlt: boolean;
};

const badge: Record<AdminNewsRow["state"], string> = {
  published: "bg-emerald-100 text-emerald-800",
  draft: "bg-amber-100 text-amber-900",
  scheduled: "bg-sky-100 text-sky-900",
};

const actionLink =
  "mr-2 inline-flex items-center rounded-full border border-ink/20 px-3 py-1.5 font-semibold hover:bg-mist max-md:min-h-11 max-md:px-4";

/** A draft's field not filled in yet (a draft needs only its title, ADR 0101). */
const notSet = <span className="text-ink/50">Not set</span>;

/** The ticked rows of the bulk actions (news-list.tsx); each box belongs to the bulk form. */
export type RowSelection = {
  form: string;
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
};

/**
 * The Delete News table (Select, #, Title, Category, Date, Action), asking before each deletion.
 * `empty` says what an empty list means: no news yet, or nothing matching the filters.
 */
export function NewsAdminTable({
  rows,
  start,
  selection,
  empty,
}: {
  rows: AdminNewsRow[];
  start: number;
  selection: RowSelection;
  empty: { message: string; query?: string; clear?: string };
}) {
  return (
    <AdminTable
      rows={rows}
      idOf={(row) => row.id}
      headings={[
        { label: "Select", phone: "bare", className: "w-12" },
        { label: "#", phone: "hidden" },
        { label: "Title", phone: "bare" },
        "Category",
        "Date",
        { label: "Action", phone: "bare" },
      ]}
      empty={empty}
      deletion={{
        intent: "delete-article",
        // To the trash (ADR 0161): the question names the article, the toast offers Undo.
        messages: {
          confirmTitleOf: (id) => `Move “${rows.find((row) => row.id === id)?.title}” to trash?`,
          confirm: "You can restore it from the trash for 30 days.",
          confirmLabel: "Move to trash",
          // The spec's success words; the toast stays for Undo (ADR 0114) instead of closing itself.
          deleted: {
            title: "News deleted successfully!",
            message: "It is in the trash: you can restore it for 30 days.",
          },
          failed: { title: "Oops...", message: "Something went wrong!" },
          undoIntent: "restore-article",
        },
      }}
      cells={(row, index, actions) => (
        <>
          <td className={t.td}>
            <SelectBox row={row} selection={selection} />
          </td>
          <td className={`${t.td} text-ink/60`}>{start + index}</td>
          <td className={t.td}>
            <Link
              to={`/editNews/${row.id}`}
              lang={langOf(row.title)}
              className="font-semibold hover:text-orange-700 hover:underline"
            >
              {row.title}
            </Link>
            <span
              className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${badge[row.state]}`}
            >
              {row.state}
            </span>
            {row.noAlt ? (
              <span className="ml-2 inline-block rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900">
                no alt text
              </span>
            ) : null}
          </td>
          <td className={t.td}>
            {categoryByValue(row.category)?.heading ?? (row.category || notSet)}
          </td>
          <td className={t.td}>
            {row.date ? (
              // A scheduled row says when it goes live: 08:00 and 23:30 are different mornings.
              <AdminDay day={row.date} time={row.state === "scheduled" ? row.time : undefined} />
            ) : (
              notSet
            )}
          </td>
          <td className={`${t.td} whitespace-nowrap`}>
            {row.state === "published" ? (
              <Link to={row.path} className={actionLink} aria-label={`View ${row.title}`}>
                View
              </Link>
            ) : null}
            <Link
              to={`/editNews/${row.id}`}
              className={actionLink}
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Link>
            <DeleteButton label={`Delete ${row.title}`} actions={actions} />
          </td>
        </>
      )}
    />
  );
}

/** A row's tick box, in a 44 px square so a thumb can hit it on a phone. */
function SelectBox({ row, selection }: { row: AdminNewsRow; selection: RowSelection }) {
  return (
    <label className="-m-3 flex size-11 cursor-pointer items-center justify-center max-md:-mb-2">
      <input
        type="checkbox"
        name="ids"
        value={row.id}
        form={selection.form}
        checked={selection.selected.has(row.id)}
        onChange={() => selection.toggle(row.id)}
        className="size-5 cursor-pointer accent-orange-700"
      />
      <span className="sr-only">Select {row.title}</span>
    </label>
  );
}
