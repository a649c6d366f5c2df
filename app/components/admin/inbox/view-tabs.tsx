import { Link } from "react-router";
import { type InboxViewName, inboxViewLabels } from "#app/lib/inbox-views.ts";

// The list's views as tabs of links (they work before JavaScript, and each view has its own
// address); the search and any other filter are kept when the view changes. On a phone they
// stay on one line, in a row that scrolls sideways (InboxListHeader).

const tab =
  "inline-flex items-center whitespace-nowrap rounded-full py-1.5 text-sm max-md:min-h-11 font-semibold text-ink/70 hover:bg-mist hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[current=page]:bg-ink aria-[current=page]:text-white";

export function hrefWith(search: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const query = next.toString();
  return query ? `?${query}` : ".";
}

export function ViewTabs({
  label,
  search,
  param,
  current,
  options,
  dense = false,
}: {
  label: string;
  search: URLSearchParams;
  param: string;
  current: string;
  options: { value: string; label: string }[];
  /** Narrower tabs on a phone, for a choice that shares its line with another control. */
  dense?: boolean;
}) {
  return (
    <nav aria-label={label} className="shrink-0">
      <ul className="flex gap-1 sm:flex-wrap">
        {options.map((option, index) => (
          <li key={option.value}>
            <Link
              to={hrefWith(search, { [param]: index === 0 ? undefined : option.value })}
              aria-current={option.value === current ? "page" : undefined}
              className={`${tab} ${dense ? "px-3 md:px-4" : "px-4"}`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const statusOptions = (Object.keys(inboxViewLabels) as InboxViewName[]).map((value) => ({
  value,
  label: inboxViewLabels[value],
}));
