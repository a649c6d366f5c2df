import { SearchForm } from "../search-form.tsx";

/**
 * Search (a GET form, so it works before JavaScript; the list's other filters ride along) and
 * the CSV download of what is listed.
 */
export function TableToolbar({
  query,
  searchLabel,
  csvHref,
  search,
}: {
  query: string;
  searchLabel: string;
  csvHref: string;
  /** The page's query string: the CSV holds what the page lists. */
  search: URLSearchParams;
}) {
  const href = search.size ? `${csvHref}?${search}` : csvHref;
  const kept = [...search].filter(([name]) => name !== "q");
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchForm id="inbox-search" label={searchLabel} query={query} kept={kept} />
      <a
        href={href}
        download
        className="tap-target justify-center gap-2 rounded-full border border-ink/20 px-5 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
          <path d="M10 3a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
        </svg>
        Export CSV
      </a>
    </div>
  );
}
