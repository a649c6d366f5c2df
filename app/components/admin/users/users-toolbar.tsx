import { Form, Link } from "react-router";

// The roles screen's search (a GET form, so it works before the script loads) and its pages.

const pill =
  "inline-flex min-h-11 items-center rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function UsersToolbar(props: { query: string; total: number; page: number; pages: number }) {
  const { query, total, page, pages } = props;
  const pageHref = (to: number) => {
    const search = new URLSearchParams();
    if (query) search.set("q", query);
    if (to > 1) search.set("page", String(to));
    return search.size ? `?${search}` : ".";
  };
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Form method="get" role="search" className="flex w-full max-w-md gap-2">
        <label htmlFor="users-search" className="sr-only">
          Search users by name or email
        </label>
        <input
          id="users-search"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search by name or email"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-ink/15 px-4 py-2 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Search
        </button>
      </Form>
      <nav aria-label="Pages of users" className="flex items-center gap-2 text-sm text-ink/70">
        <span>
          {total} {total === 1 ? "user" : "users"}
          {pages > 1 ? `, page ${page} of ${pages}` : ""}
        </span>
        {page > 1 ? (
          <Link to={pageHref(page - 1)} className={pill}>
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={pageHref(page + 1)} className={pill}>
            Next
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
