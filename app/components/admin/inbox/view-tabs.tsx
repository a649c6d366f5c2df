import { useId } from "react";
import { Link } from "react-router";
import { type InboxViewName, inboxViewLabels } from "#app/lib/inbox-views.ts";

// The list's views as tabs of links (they work before JavaScript, and each view has its own
// address); the search and any other filter are kept when the view changes. A list's status
// tabs fit one line of a 390 px phone (`fit`); a second choice over the same list (a booking's
// event date) is a segmented control of its own, named on screen, so the current status and the
// current date filter never look alike (issue 33).

const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const tab = `inline-flex items-center justify-center whitespace-nowrap rounded-full py-1.5 text-sm max-md:min-h-11 font-semibold text-ink/70 hover:bg-mist hover:text-ink ${focus} aria-[current=page]:bg-ink aria-[current=page]:text-white`;
const segment = `inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 text-sm font-semibold text-ink/70 hover:text-ink md:min-h-9 ${focus} aria-[current=page]:bg-white aria-[current=page]:text-ink aria-[current=page]:shadow-sm aria-[current=page]:ring-1 aria-[current=page]:ring-ink/20`;

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
  fit = false,
  segmented = false,
}: {
  label: string;
  search: URLSearchParams;
  param: string;
  current: string;
  options: { value: string; label: string }[];
  /** Narrower tabs on a phone, for a choice that shares its line with another control. */
  dense?: boolean;
  /** Spread over the whole line of a phone, as narrow as a thumb allows, so every tab shows. */
  fit?: boolean;
  /** A second filter over the list: a segmented control named on screen by `label`. */
  segmented?: boolean;
}) {
  const labelId = useId();
  if (segmented) {
    return (
      <nav aria-labelledby={labelId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span id={labelId} className="text-sm font-semibold text-ink/70">
          {label}
        </span>
        <ul className="inline-flex gap-0.5 rounded-full bg-mist p-0.5 ring-1 ring-ink/10">
          {options.map((option, index) => (
            <li key={option.value}>
              <Link
                to={hrefWith(search, { [param]: index === 0 ? undefined : option.value })}
                aria-current={option.value === current ? "page" : undefined}
                className={segment}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label={label} className={fit ? "min-w-0 max-sm:-mx-2" : "shrink-0"}>
      <ul className={`flex sm:flex-wrap ${fit ? "max-sm:justify-between sm:gap-1" : "gap-1"}`}>
        {options.map((option, index) => (
          <li key={option.value}>
            <Link
              to={hrefWith(search, { [param]: index === 0 ? undefined : option.value })}
              aria-current={option.value === current ? "page" : undefined}
              className={`${tab} ${fit ? "max-sm:min-w-11 max-sm:px-1.5 sm:px-4" : dense ? "px-3 md:px-4" : "px-4"}`}
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
