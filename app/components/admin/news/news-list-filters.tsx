import { Form, Link } from "react-router";
import { newsCategories } from "#app/lib/news-categories.ts";
import { isFiltered, type NewsListFilter, newsStates } from "#app/lib/news-list-filter.ts";
import type { PublicationState } from "#app/lib/news-view.ts";

// Search and filters of Manage News (issue 17 item 7): a GET form, so the list's address holds
// them (shareable, the Back button walks back through them) and it works before JavaScript.
// Each status option carries its count for the current search and category.

const control =
  "min-h-11 rounded-full border border-ink/15 bg-white px-4 py-2 text-sm max-md:px-3 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand";
const stateLabel: Record<PublicationState, string> = {
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

export function NewsListFilters({
  filter,
  counts,
}: {
  filter: NewsListFilter;
  counts: Record<PublicationState, number>;
}) {
  const all = counts.draft + counts.scheduled + counts.published;
  const shown = filter.status ? counts[filter.status] : all;
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find articles"
      // A new search shows its results from the first page: no `after` rides along.
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white p-4 shadow-sm md:flex-row md:flex-wrap md:items-end"
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold md:min-w-64">
        Search
        <input
          type="search"
          name="q"
          defaultValue={filter.q}
          placeholder="Title, text or keyword"
          maxLength={200}
          className={`${control} font-normal`}
        />
      </label>
      {/* Side by side on a phone, so the list starts higher up. */}
      <div className="grid grid-cols-2 gap-3 md:contents">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
          Category
          <select name="category" defaultValue={filter.category ?? ""} className={control}>
            <option value="">All categories</option>
            {newsCategories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.heading}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
          Status
          <select name="status" defaultValue={filter.status ?? ""} className={control}>
            <option value="">{`Any status (${all})`}</option>
            {newsStates.map((state) => (
              <option key={state} value={state}>
                {`${stateLabel[state]} (${counts[state]})`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3 md:contents">
        <button
          type="submit"
          className="min-h-11 rounded-full bg-ink px-6 py-2 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Filter
        </button>
        <p
          className="flex min-h-11 items-center gap-3 text-sm text-ink/70 md:ml-auto"
          role="status"
        >
          {`${shown} ${shown === 1 ? "article" : "articles"}`}
          {isFiltered(filter) ? (
            <Link to="/deleteNews" className="font-semibold text-orange-700 underline">
              Clear filters
            </Link>
          ) : null}
        </p>
      </div>
    </Form>
  );
}
