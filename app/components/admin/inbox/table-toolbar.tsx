import { Form } from "react-router";

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
      <Form method="get" role="search" className="flex w-full max-w-md gap-2">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="inbox-search" className="sr-only">
          {searchLabel}
        </label>
        <input
          id="inbox-search"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={searchLabel}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-ink/15 px-4 py-2 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Search
        </button>
      </Form>
      <a
        href={href}
        download
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink/20 px-5 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
          <path d="M10 3a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
        </svg>
        Export CSV
      </a>
    </div>
  );
}
