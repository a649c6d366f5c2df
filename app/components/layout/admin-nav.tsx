import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { isActivePath } from "./active-path.ts";

// The admin area's navigation, in groups: at a desk a sidebar with every group's heading; on a
// phone one short row, the screens of the group the editor is working in (the first group, the
// inbox for the owner, elsewhere) and the others in one "More" menu that lists them by group (a
// native <details>: it opens without script, by keyboard too, and closes with the page it led
// to), so the row never runs off the screen and the screen next door is one tap away.

export type Screen = {
  to: string;
  label: string;
  count?: "enquiries" | "bookings";
  /** Other pages that belong to this screen, so its link stays current there. */
  alsoAt?: string[];
};
export type Section = { title: string; screens: Screen[] };
type NewCounts = { enquiries: number; bookings: number };

const link =
  "flex items-center whitespace-nowrap rounded-full px-4 py-2 text-sm max-lg:min-h-11 font-semibold text-ink/75 transition hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[current=page]:bg-ink aria-[current=page]:text-white lg:rounded-xl";

function useIsCurrent() {
  const { pathname } = useLocation();
  return (screen: Screen) =>
    [screen.to, ...(screen.alsoAt ?? [])].some((to) => isActivePath(pathname, to));
}

function ScreenLink({ screen, counts }: { screen: Screen; counts: NewCounts }) {
  const isCurrent = useIsCurrent();
  return (
    <Link to={screen.to} aria-current={isCurrent(screen) ? "page" : undefined} className={link}>
      {screen.label}
      {screen.count ? <NewCount count={counts[screen.count]} /> : null}
    </Link>
  );
}

export function AdminNav({ sections, counts }: { sections: Section[]; counts: NewCounts }) {
  const { pathname } = useLocation();
  const isCurrent = useIsCurrent();
  const first = sections.find((section) => section.screens.some(isCurrent)) ?? sections[0];
  const rest = sections.filter((section) => section !== first);
  return (
    <>
      <nav aria-label="Admin" className="mt-4 max-lg:hidden">
        <ul className="flex flex-col gap-5">
          {sections.map((section) => (
            <li key={section.title}>
              <SectionScreens section={section} counts={counts} />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Admin" className="flex items-center gap-2 lg:hidden">
        {first ? (
          <ScreenList
            screens={first.screens}
            counts={counts}
            label={first.title}
            showCurrent
            className="-ml-4 flex min-w-0 gap-2 overflow-x-auto pl-4"
          />
        ) : null}
        {rest.length ? (
          // A new page closes it: keyed by the address.
          <details key={pathname} className="relative ml-auto shrink-0">
            <summary
              className={`${link} cursor-pointer list-none gap-1 border border-ink/15 bg-white [&::-webkit-details-marker]:hidden`}
            >
              More
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </summary>
            <div className="absolute right-0 z-30 mt-2 grid w-64 gap-3 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-ink/10">
              {rest.map((section) => (
                <div key={section.title}>
                  <SectionScreens section={section} counts={counts} labelled />
                </div>
              ))}
            </div>
          </details>
        ) : null}
      </nav>
    </>
  );
}

function ScreenList({
  screens,
  counts,
  label,
  className,
  showCurrent,
}: {
  screens: Screen[];
  counts: NewCounts;
  label?: string;
  className: string;
  /** A row that scrolls sideways: brought to the current screen, so it is not under More. */
  showCurrent?: boolean;
}) {
  const list = useRef<HTMLUListElement>(null);
  const isCurrent = useIsCurrent();
  const currentTo = showCurrent ? screens.find(isCurrent)?.to : undefined;
  useEffect(() => {
    const row = list.current;
    const current = currentTo ? row?.querySelector(`a[href="${currentTo}"]`) : null;
    if (!row || !current) return;
    // Sideways only: the row's own scroll, never the page's (scrollIntoView would move both).
    const edge = 16;
    const shown = row.getBoundingClientRect();
    const at = current.getBoundingClientRect();
    if (at.right > shown.right) row.scrollLeft += at.right - shown.right + edge;
    else if (at.left < shown.left) row.scrollLeft -= shown.left - at.left + edge;
  }, [currentTo]);
  return (
    <ul ref={list} aria-label={label} className={className}>
      {screens.map((screen) => (
        <li key={screen.to}>
          <ScreenLink screen={screen} counts={counts} />
        </li>
      ))}
    </ul>
  );
}

/** A group's heading and its screens; `labelled` names the list after it (the phone's More). */
function SectionScreens({
  section,
  counts,
  labelled,
}: {
  section: Section;
  counts: NewCounts;
  labelled?: boolean;
}) {
  return (
    <>
      <p
        className={`px-4 pb-1 text-xs font-semibold uppercase tracking-wider text-ink/65 ${labelled ? "pt-1" : ""}`}
      >
        {section.title}
      </p>
      <ScreenList
        screens={section.screens}
        counts={counts}
        label={labelled ? section.title : undefined}
        className="grid gap-1"
      />
    </>
  );
}

/** The number of new messages beside a link, read out as "3 new". */
function NewCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-ink">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
