import { Form, Link } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { AdminTable, DeleteButton, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { EmptyTrashButton } from "#app/components/admin/inbox/empty-trash-button.tsx";
import { categoryByValue } from "#app/lib/news-categories.ts";
import { langOf } from "#app/lib/news-format.ts";

// Manage News' trash (ADR 0161), as the inbox's: each article with when it was deleted, Restore
// (a plain form, so it works before JavaScript) and Delete for good after a question naming it;
// Empty trash for all. The retention job deletes what has been here 30 days.

export type TrashedNewsRow = { id: string; title: string; category: string; deletedAt: string };

const restoreButton =
  "mr-2 inline-flex items-center rounded-full border border-ink/20 px-3 py-1.5 font-semibold hover:bg-mist max-md:min-h-11 max-md:px-4";

export function NewsTrash({ rows }: { rows: TrashedNewsRow[] }) {
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink/70">
          Deleted articles stay here for 30 days, with their revisions, then are deleted for good.
          Visitors cannot see them.
        </p>
        {rows.length ? <EmptyTrashButton /> : null}
      </div>
      <AdminTable
        rows={rows}
        idOf={(row) => row.id}
        headings={[
          { label: "Title", phone: "bare" },
          "Category",
          "Deleted",
          { label: "Action", phone: "bare" },
        ]}
        empty={{ message: "The trash is empty." }}
        deletion={{
          intent: "delete-for-good",
          messages: {
            confirmTitleOf: (id) =>
              `Delete “${rows.find((row) => row.id === id)?.title}” for good?`,
            confirm: "It and its revisions go for good. You won't be able to revert this!",
            confirmLabel: "Delete for good",
            deleted: { title: "Deleted for good", autoCloseMs: 1500 },
            failed: { title: "Oops...", message: "Something went wrong!" },
          },
        }}
        cells={(row, _index, actions) => (
          <>
            <td className={`${t.td} font-semibold`} lang={langOf(row.title)}>
              {row.title}
            </td>
            <td className={t.td}>{categoryByValue(row.category)?.heading ?? row.category}</td>
            <td className={t.td}>
              <AdminDateTime iso={row.deletedAt} />
            </td>
            <td className={`${t.td} whitespace-nowrap`}>
              <Form method="post" className="inline">
                <input type="hidden" name="id" value={row.id} />
                <button
                  type="submit"
                  name="intent"
                  value="restore-article"
                  aria-label={`Restore ${row.title}`}
                  className={restoreButton}
                >
                  Restore
                </button>
              </Form>
              <DeleteButton
                label={`Delete ${row.title} for good`}
                text="Delete for good"
                actions={actions}
              />
            </td>
          </>
        )}
      />
    </>
  );
}

/** Said after Restore (issue 33), as the inbox says "Restored": which article, and where it is now. */
export function RestoredArticle({ title }: { title: string }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-xl bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900"
      data-testid="restored-article"
    >
      Restored <span lang={langOf(title)}>“{title}”</span>: it is back in{" "}
      <Link to="/deleteNews" className="font-semibold underline">
        Articles
      </Link>{" "}
      as it was (published, scheduled or a draft).
    </p>
  );
}
