import { useCallback, useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ColumnHeadings } from "#app/components/admin/column-headings.tsx";
import { AlertDialog, ConfirmDialog, FailureDialog } from "#app/components/ui/dialog.tsx";
import { categoryByValue } from "#app/lib/news-categories.ts";
import { langOf } from "#app/lib/news-format.ts";

export type AdminNewsRow = {
  id: string;
  title: string;
  category: string;
  date: string;
  time: string;
  state: "published" | "draft" | "scheduled";
};

const badge: Record<AdminNewsRow["state"], string> = {
  published: "bg-emerald-100 text-emerald-800",
  draft: "bg-amber-100 text-amber-900",
  scheduled: "bg-sky-100 text-sky-900",
};

type DeleteResult = { ok: boolean };

/** The Delete News table (#, Title, Category, Date, Action), asking before each deletion. */
export function NewsAdminTable({ rows, start }: { rows: AdminNewsRow[]; start: number }) {
  const fetcher = useFetcher<DeleteResult>();
  const [target, setTarget] = useState<AdminNewsRow | null>(null);
  const [outcome, setOutcome] = useState<"deleted" | "failed" | null>(null);
  const closeOutcome = useCallback(() => setOutcome(null), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setOutcome(fetcher.data.ok ? "deleted" : "failed");
    setTarget(null);
  }, [fetcher.state, fetcher.data]);

  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-ink/10">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-mist text-ink/70">
            <ColumnHeadings headings={["#", "Title", "Category", "Date", "Action"]} />
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id} className="border-t border-ink/10 align-top">
                <td className="px-4 py-3 text-ink/60">{start + index}</td>
                <td className="px-4 py-3">
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
                </td>
                <td className="px-4 py-3">
                  {categoryByValue(row.category)?.heading ?? row.category}
                </td>
                <td className="whitespace-nowrap px-4 py-3">{row.date}</td>
                <td className="whitespace-nowrap px-4 py-3">
                  <Link
                    to={`/editNews/${row.id}`}
                    className="mr-2 inline-block rounded-full border border-ink/20 px-3 py-1.5 font-semibold hover:bg-mist"
                    aria-label={`Edit ${row.title}`}
                  >
                    Edit
                  </Link>
                  <button
                    type="button"
                    onClick={() => setTarget(row)}
                    className="rounded-full bg-red-600 px-3 py-1.5 font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
                    aria-label={`Delete ${row.title}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={target !== null}
        title="Are you sure?"
        message="You won't be able to revert this!"
        busy={fetcher.state !== "idle"}
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          if (target) fetcher.submit({ id: target.id }, { method: "post" });
        }}
      />
      <AlertDialog
        open={outcome === "deleted"}
        icon="success"
        title="News deleted successfully!"
        autoCloseMs={1500}
        onClose={closeOutcome}
      />
      <FailureDialog open={outcome === "failed"} onClose={closeOutcome} />
    </>
  );
}
