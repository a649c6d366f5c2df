import { Link } from "react-router";
import { SearchForm } from "../search-form.tsx";

// The roles screen's search (a GET form, so it works before the script loads) and its pages.

const pill =
  "tap-target rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

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
      <SearchForm
        id="users-search"
        label="Search users by name or email"
        placeholder="Search by name or email"
        query={query}
      />
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
