import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import {
  type BulkNewsIntent,
  bulkDone,
  bulkQuestion,
  bulkWarning,
} from "#app/lib/news-bulk-schema.ts";
import { isFiltered, type NewsListFilter } from "#app/lib/news-list-filter.ts";
import type { BulkAnswer } from "./bulk-outcome.tsx";
import { type AdminNewsRow, NewsAdminTable } from "./news-admin-table.tsx";

// Manage News's list with its bulk actions (issue 17 item 7, ADR 0132): tick rows (or the whole
// page), then Unpublish or Delete them after one confirmation that says how many. The bar is a
// real form posting to the route's action, the rows' boxes belong to it (form=...), so without
// JavaScript the server asks the question instead (bulk-outcome.tsx).

const formId = "bulk-news";
const barButton =
  "min-h-11 rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50";

export function NewsList({
  rows,
  start,
  filter,
}: {
  rows: AdminNewsRow[];
  start: number;
  filter: NewsListFilter;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<BulkNewsIntent | null>(null);
  const fetcher = useFetcher<BulkAnswer>();
  const toast = useToast();
  const handled = useRef<unknown>(null);

  // Rows that left the list (deleted, filtered out after a change) are no longer selected.
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selected.has(id));
  const allOnPage = ids.length > 0 && chosen.length === ids.length;
  // Before hydration (or without JavaScript) the count is not known here: the server answers an
  // empty selection with its message, so the buttons stay usable.
  const hydrated = useHydrated();
  const nothingChosen = hydrated && chosen.length === 0;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    setAsking(null);
    if (answer.done) {
      setSelected(new Set());
      toast({ kind: "success", title: bulkDone(answer.done.intent, answer.done.count) });
    } else if (answer.error) {
      toast({ kind: "error", title: "Oops...", message: answer.error, durationMs: 4000 });
    }
  }, [fetcher.state, fetcher.data, toast]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <fetcher.Form
        method="post"
        hidden={rows.length === 0}
        id={formId}
        onSubmit={(event) => {
          // With JavaScript the question is a dialog; the post then carries `confirmed`.
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement;
          setAsking(submitter?.value === "delete" ? "delete" : "unpublish");
        }}
        className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-ink/10 bg-mist px-4 py-2"
      >
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            checked={allOnPage}
            disabled={!hydrated || ids.length === 0}
            onChange={() => setSelected(allOnPage ? new Set() : new Set(ids))}
            className="size-5 cursor-pointer accent-orange-700"
          />
          Select all on this page
        </label>
        <p aria-live="polite" className="text-sm text-ink/70">
          {hydrated ? `${chosen.length} selected` : ""}
        </p>
        <div className="flex gap-2 max-sm:w-full sm:ml-auto">
          <button
            type="submit"
            name="intent"
            value="unpublish"
            disabled={nothingChosen}
            className={`${barButton} border border-ink/20 bg-white hover:bg-white/60 max-sm:flex-1`}
          >
            Unpublish
          </button>
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={nothingChosen}
            className={`${barButton} bg-red-600 text-white hover:bg-red-700 max-sm:flex-1`}
          >
            Delete
          </button>
        </div>
      </fetcher.Form>
      <NewsAdminTable
        rows={rows}
        start={start}
        selection={{ form: formId, selected, toggle }}
        empty={
          isFiltered(filter)
            ? { message: "No articles match", query: describe(filter), clear: "Clear the filters" }
            : { message: "No news articles yet." }
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking ? bulkQuestion(asking, chosen.length) : ""}
        message={asking ? bulkWarning(asking) : undefined}
        confirmLabel={asking === "delete" ? "Yes, move them to trash" : "Yes, unpublish them"}
        busy={fetcher.state !== "idle"}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const form = new FormData();
          form.set("intent", asking);
          form.set("confirmed", "yes");
          for (const id of chosen) form.append("ids", id);
          fetcher.submit(form, { method: "post" });
        }}
      />
    </>
  );
}

/** The filters in words, for the empty state: “budget” · Sports · drafts. */
function describe(filter: NewsListFilter) {
  return [filter.q, filter.category, filter.status].filter(Boolean).join(" · ");
}
