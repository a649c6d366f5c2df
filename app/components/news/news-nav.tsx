import { Form, NavLink } from "react-router";
import { newsCategories } from "#app/lib/news-categories.ts";

const link =
  "block rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand";
const idle = `${link} text-ink/75 hover:bg-white hover:text-ink`;
const active = `${link} bg-ink text-white`;

/**
 * The news section's own navigation: the seven categories and the search box. `current` marks
 * an article's category while reading it.
 */
export function NewsNav({ query = "", current }: { query?: string; current?: string }) {
  return (
    <div className="border-b border-ink/10 bg-mist">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-6 py-3 lg:flex-row lg:items-center">
        <nav aria-label="News categories" className="-mx-2 overflow-x-auto">
          <ul className="flex gap-1 whitespace-nowrap">
            {newsCategories.map((category) => (
              <li key={category.slug}>
                <NavLink
                  to={`/${category.slug}`}
                  prefetch="intent"
                  className={({ isActive }) =>
                    isActive || current === category.value ? active : idle
                  }
                >
                  {category.heading}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form
          method="get"
          action="/news/search"
          role="search"
          className="flex gap-2 lg:ml-auto lg:w-72"
        >
          <label htmlFor="news-search" className="sr-only">
            Search news
          </label>
          <input
            id="news-search"
            type="search"
            name="q"
            defaultValue={query}
            placeholder="Search news"
            className="min-w-0 flex-1 rounded-full border border-ink/15 bg-white px-4 py-1.5 text-sm focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          />
          <button
            type="submit"
            className="rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Search
          </button>
        </Form>
      </div>
    </div>
  );
}
