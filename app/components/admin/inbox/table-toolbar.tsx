import { type ReactNode, useRef } from "react";
import { SearchForm } from "../search-form.tsx";

/**
 * Search (a GET form, so it works before JavaScript; the list's other filters ride along) and
 * the CSV download of what is listed, in an Export menu (a native <details>: it opens without
 * script and keeps the phone's first screen for the list; choosing the export closes it), with
 * the list's order between them. On a phone the search has the whole width, and the order and
 * Export share the line below.
 */
export function TableToolbar({
  query,
  searchLabel,
  csvHref,
  search,
  order,
}: {
  query: string;
  searchLabel: string;
  csvHref: string;
  /** The page's query string: the CSV holds what the page lists. */
  search: URLSearchParams;
  /** The list's order choice (newest or follow-up first). */
  order?: ReactNode;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const href = search.size ? `${csvHref}?${search}` : csvHref;
  const kept = [...search].filter(([name]) => name !== "q");
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-2 md:gap-x-3">
      <div className="w-full md:w-auto md:max-w-md md:flex-1">
        <SearchForm id="inbox-search" label={searchLabel} query={query} kept={kept} />
      </div>
      {order}
      <details ref={menu} className="relative ml-auto shrink-0">
        <summary className="tap-target cursor-pointer list-none gap-1 rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
          Export
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </summary>
        <div className="absolute right-0 z-20 mt-2 w-56 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-ink/10">
          <a
            href={href}
            download
            onClick={() => {
              // The download leaves the page where it is: the menu is done, so it closes.
              if (menu.current) menu.current.open = false;
            }}
            className="tap-target w-full gap-2 rounded-xl px-3 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
              <path d="M10 3a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
            </svg>
            Export CSV
          </a>
        </div>
      </details>
    </div>
  );
}
