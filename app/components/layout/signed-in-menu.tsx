import { useEffect, useId, useRef } from "react";
import { Form, Link, useLocation } from "react-router";

// The signed-in account menu of the navigation bar: the display name opening a small menu with
// Profile and Log Out. It is a native popover, so the browser opens it (Enter, Space or a click),
// closes it on Escape (focus back on the name) or a click elsewhere, and places it under the name
// by CSS anchor positioning, before JavaScript loads too; a navigation closes it. A chunk of its
// own: visitors who are not signed in never load it (account-menu.tsx).

export type SignedInUser = { name: string; adminHome?: string | null };

const item =
  "block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand";

export default function SignedInMenu({ user }: { user: SignedInUser }) {
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  // The header and the side menu each hold one; each names its own anchor.
  const anchor = `--account-${id.replace(/[^a-zA-Z0-9_-]/g, "")}`;

  // A navigation (e.g. to Profile) closes the menu. Not the page it hydrated on: the menu works
  // before its code comes, and one opened meanwhile stays open as the code arrives.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }, [location.key]);

  return (
    <div className="group min-w-0">
      <button
        type="button"
        popoverTarget={id}
        aria-label={`Account menu for ${user.name}`}
        style={{ anchorName: anchor }}
        className="flex min-w-0 cursor-pointer items-center gap-2 rounded-full px-3 py-2 font-semibold text-ink hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-ink"
        >
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        {/* Cut short with an ellipsis to keep the bar on one line (an admin's bar also holds
            Dashbord); the menu names the account in full. */}
        <span className={`truncate ${user.adminHome ? "max-w-[5rem]" : "max-w-[9rem]"}`}>
          {user.name}
        </span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="h-4 w-4 transition group-has-[:popover-open]:rotate-180"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        style={{ positionAnchor: anchor }}
        className="account-menu-panel w-56 rounded-2xl border border-ink/10 bg-white p-2 text-ink shadow-xl"
      >
        <p className="truncate border-b border-line px-3 pt-1 pb-2 text-xs text-ink/60">
          Signed in as <span className="font-semibold text-ink">{user.name}</span>
        </p>
        <Link to="/profile" className={item}>
          Profile
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={item}>
            Log Out
          </button>
        </Form>
      </div>
    </div>
  );
}
