import type { ReactNode } from "react";
import type { InboxViewName } from "#app/lib/inbox-views.ts";
import { EmptyTrashButton } from "./empty-trash-button.tsx";
import { TableToolbar } from "./table-toolbar.tsx";
import { statusOptions, ViewTabs } from "./view-tabs.tsx";

// The top of both inbox lists: the title, the status tabs (and any other filter the list has),
// search and CSV, and in the trash what the trash is and the button to empty it.

export function InboxListHeader(props: {
  headingId: string;
  title: string;
  view: InboxViewName;
  query: string;
  search: URLSearchParams;
  searchLabel: string;
  csvHref: string;
  filters?: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <h1 id={props.headingId} className="text-3xl font-bold tracking-tight">
        {props.title}
      </h1>
      <ViewTabs
        label="Status"
        search={props.search}
        param="status"
        current={props.view}
        options={statusOptions}
      />
      {props.filters}
      <TableToolbar
        query={props.query}
        searchLabel={props.searchLabel}
        csvHref={props.csvHref}
        search={props.search}
      />
      {props.view === "trash" ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-mist px-4 py-3 text-sm text-ink/75 sm:flex-row sm:items-center sm:justify-between">
          <p>Deleted items stay here for 30 days, then they are deleted for good.</p>
          <EmptyTrashButton />
        </div>
      ) : null}
    </div>
  );
}
