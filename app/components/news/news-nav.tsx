import { useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { isActivePath } from "#app/components/layout/active-path.ts";
import { newsCategories } from "#app/lib/news-categories.ts";
import { type ScrollHints, useScrollHints } from "./use-scroll-hints.ts";

// On touch screens (no hover) the chips and the search box are 44 px tall, a finger's target;
// a mouse keeps the compact row.
const link =
  "block rounded-full px-3 py-1.5 touch:py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand";
const idle = `${link} text-ink/75 hover:bg-white hover:text-ink`;
const active = `${link} bg-ink text-white`;

const chips = [
  { to: "/news", label: "Latest", end: true, value: undefined },
  ...newsCategories.map((category) => ({
    to: `/${category.slug}`,
    label: category.heading,
    end: false,
    value: category.value as string,
  })),
];

// The row fades out on the side where more chips wait. Before the row has been measured (the
// server's page), phones and tablets assume it continues to the right: the chips never fit there.
function fadeClass({ measured, start, end }: ScrollHints) {
  if (!measured) return "max-lg:fade-end";
  if (start && end) return "fade-both";
  return start ? "fade-start" : end ? "fade-end" : "";
}

/**
 * The news section's own navigation: the latest news, the seven categories and the search box.
 * `current` marks an article's category while reading it (aria-current="true": the category the
 * page belongs to, not the page itself). On a phone the row scrolls; the current chip is brought
 * into view and the row fades out where more chips wait.
 */
export function NewsNav({ query = "", current }: { query?: string; current?: string }) {
  const { pathname } = useLocation();
  const row = useRef<HTMLDivElement>(null);
  const hints = useScrollHints(row, `${pathname} ${current}`);
  return (
    <div className="border-b border-ink/10 bg-mist">
      {/* The row of chips takes a line of its own when it and the search box do not both fit. */}
      <div className="site-container flex flex-wrap items-center gap-x-6 gap-y-3 py-3">
        <nav
          aria-label="News categories"
          data-more-start={hints.start || undefined}
          data-more-end={hints.end || undefined}
          className="-mx-2 min-w-0 max-w-[calc(100%+1rem)]"
        >
          <div
            ref={row}
            // The scroll padding matches the fades' 3rem: the current chip, scrolled to before
            // any script runs (scroll-initial-target), stops clear of the fade, not under it.
            className={`overflow-x-auto scroll-px-12 px-2 [scrollbar-width:none] ${fadeClass(hints)}`}
          >
            <ul className="flex gap-1 whitespace-nowrap">
              {chips.map((chip) => {
                const here = isActivePath(pathname, chip.to, chip.end);
                const belongs = !here && chip.value !== undefined && chip.value === current;
                return (
                  <li key={chip.to}>
                    <Link
                      to={chip.to}
                      prefetch="intent"
                      aria-current={here ? "page" : belongs ? "true" : undefined}
                      // Shown at its place in the row from the first paint, before any script.
                      className={
                        here || belongs ? `${active} [scroll-initial-target:nearest]` : idle
                      }
                    >
                      {chip.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </nav>
        <Form
          method="get"
          action="/news/search"
          role="search"
          className="ml-auto flex w-full gap-2 sm:w-72"
        >
          <label htmlFor="news-search" className="sr-only">
            Search news
          </label>
          <input
            id="news-search"
            type="search"
            name="q"
            maxLength={200}
            defaultValue={query}
            placeholder="Search news"
            className="min-w-0 flex-1 rounded-full border border-ink/15 bg-white px-4 py-1.5 touch:py-3 text-sm focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
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
