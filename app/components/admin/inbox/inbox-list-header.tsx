import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import type { InboxViewName } from "#app/lib/inbox-views.ts";
import { EmptyTrashButton } from "./empty-trash-button.tsx";
import { TableToolbar } from "./table-toolbar.tsx";
import { statusOptions, ViewTabs } from "./view-tabs.tsx";

// The top of both inbox lists: the title, the status tabs (on one line of a 390 px phone, every
// tab in view), any other filter the list has on a line of its own (a booking's event date,
// issue 33: sharing the status row it scrolled off a phone's screen, and looked like a second
// status), search with the order (newest or follow-up first)
// and the Export menu, and in the trash what the trash is and, when it holds something, the
// button to empty it. Kept short, so on a 390 × 844 phone the newest item starts in the upper
// half of the screen (issue 33).

/** Newest first (the spec's order), or what has a follow-up day first, the overdue at the top. */
const orderOptions = [
  { value: "newest", label: "Newest" },
  { value: "follow-up", label: "Follow-up first" },
];

export function InboxListHeader(props: {
  headingId: string;
  title: string;
  view: InboxViewName;
  order: string;
  query: string;
  search: URLSearchParams;
  searchLabel: string;
  csvHref: string;
  filters?: ReactNode;
  /** The rows listed (streamed): the trash's Empty button shows only when there is something. */
  rows: Promise<unknown[]>;
}) {
  return (
    <div className="grid gap-2 sm:gap-4">
      <h1
        id={props.headingId}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
      >
        {props.title}
      </h1>
      <ViewTabs
        label="Status"
        search={props.search}
        param="status"
        current={props.view}
        options={statusOptions}
        fit
      />
      {props.filters}
      <TableToolbar
        query={props.query}
        searchLabel={props.searchLabel}
        csvHref={props.csvHref}
        search={props.search}
        order={
          <ViewTabs
            label="Order"
            search={props.search}
            param="order"
            current={props.order}
            options={orderOptions}
            dense
          />
        }
      />
      {props.view === "trash" ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-mist px-4 py-3 text-sm text-ink/75 sm:flex-row sm:items-center sm:justify-between">
          <p>Deleted items stay here for 30 days, then they are deleted for good.</p>
          <Suspense fallback={null}>
            <Await resolve={props.rows} errorElement={null}>
              {(rows) => (rows.length ? <EmptyTrashButton /> : null)}
            </Await>
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
