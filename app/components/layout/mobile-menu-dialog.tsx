import type { RefObject } from "react";
import { Link, useLocation } from "react-router";
import { primaryButton } from "#app/components/marketing/ui-classes.ts";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import { contactCta } from "#app/content/contact-cta.ts";
import {
  dashboardLink,
  type NavEntry,
  type NavGroup,
  type NavLinkItem,
  primaryNav,
} from "#app/content/navigation.ts";
import { AccountMenu } from "./account-menu.tsx";
import { groupIsActive, isActiveItem, linkIsCurrent } from "./active-path.ts";
import { BrandLogo } from "./brand-logo.tsx";
import type { HeaderUser } from "./header-user.ts";

// The small-screen side menu's panel: a native modal <dialog>, rendered closed by the server with
// every page and opened by the menu button (mobile-menu.tsx), by the browser alone if the page's
// scripts have not come (ADR 0142). The dialog gives focus containment, Escape and an inert page
// behind it; the close button is an invoker command, `closedby="any"` closes it on a backdrop tap,
// and the server's `autofocus` puts focus on the close button as it opens, all without script.
// Hydrated, it also closes on a backdrop click (browsers without `closedby`), the close button
// (browsers without invoker commands) and any link chosen; focus returns to the menu button.

export default function MobileMenuDialog({
  id,
  dialogRef,
  onClose,
  user,
  inAdminArea,
}: {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
  user: HeaderUser;
  /** Told by the header (admin-area.ts useInAdminArea): Dashbord is current on every admin screen. */
  inAdminArea: boolean;
}) {
  const { pathname } = useLocation();
  const close = () => dialogRef.current?.close();

  const [first, ...rest] = primaryNav;
  const items: NavEntry[] =
    user?.adminHome && first
      ? [first, { kind: "link", ...dashboardLink, to: user.adminHome }, ...rest]
      : primaryNav;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape or the close button.
    <dialog
      ref={dialogRef}
      id={id}
      aria-label="Site menu"
      closedby="any"
      data-side-menu=""
      onClose={onClose}
      onClick={(event) => {
        // The panel fills the dialog, so a click landing on the dialog itself is the backdrop.
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(88vw,24rem)] max-w-none bg-transparent p-0 backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-slide-in-right open:backdrop:animate-fade-in"
    >
      <div className="flex h-full flex-col overflow-y-auto bg-white shadow-2xl">
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <BrandLogo onNavigate={close} />
          <button
            type="button"
            commandfor={id}
            command="close"
            // Written into the server's HTML: the dialog focuses it as it opens, script or not.
            // biome-ignore lint/a11y/noAutofocus: a modal dialog's first stop, where focus belongs.
            autoFocus
            // Hydrated, this click closes it instead of the command: browsers without invoker
            // commands need it, and with both, the command found the dialog closed (a warning).
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-mist focus-visible:outline-2 focus-visible:outline-brand-strong"
          >
            <UiIcon name="close" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        {/* Its padding and a link's together put each label on the logo's left edge. */}
        <nav aria-label="Main" className="flex-1 px-2 py-4">
          <ul className="grid gap-1">
            {items.map((entry) =>
              entry.kind === "group" ? (
                <li key={entry.label}>
                  <MenuGroup group={entry} pathname={pathname} onNavigate={close} />
                </li>
              ) : (
                <li key={entry.label}>
                  <MenuLink
                    item={entry}
                    current={linkIsCurrent(pathname, entry, inAdminArea)}
                    onNavigate={close}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="grid gap-4 border-t border-line px-5 py-5">
          {/* The account link's own padding set back: its text starts at the panel's edge. */}
          <div className="-mx-3 text-sm">
            <AccountMenu user={user} />
          </div>
          <Link to={contactCta.to} onClick={close} className={primaryButton}>
            {contactCta.label}
          </Link>
        </div>
      </div>
    </dialog>
  );
}

function MenuLink({
  item,
  current: active,
  onNavigate,
  small = false,
}: {
  item: NavLinkItem;
  current: boolean;
  onNavigate: () => void;
  small?: boolean;
}) {
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={`flex items-center rounded-xl px-3 ${small ? "min-h-11 py-2 text-sm font-semibold" : "py-3 text-[0.9375rem] font-bold tracking-wide"} transition-colors hover:bg-mist focus-visible:outline-2 focus-visible:outline-brand-strong ${
        active ? "bg-brand-soft text-brand-strong" : "text-ink"
      }`}
    >
      {item.label}
    </Link>
  );
}

/**
 * A group of the menu as a native disclosure: it opens and closes at a tap before the page's
 * scripts have come (the owner's review found WHAT WE DO and NEWS dead until then), and hydrated
 * the browser keeps its state, so there is none in React. The current page's group starts open.
 */
function MenuGroup({
  group,
  pathname,
  onNavigate,
}: {
  group: NavGroup;
  pathname: string;
  onNavigate: () => void;
}) {
  const all = [...group.items, ...(group.footer ?? [])];
  const active = groupIsActive(pathname, group);
  return (
    <details open={active} className="group">
      <summary
        className={`flex w-full cursor-pointer items-center justify-between rounded-xl px-3 py-3 text-left text-[0.9375rem] font-bold tracking-wide transition-colors hover:bg-mist focus-visible:outline-2 focus-visible:outline-brand-strong ${
          active ? "text-brand-strong" : "text-ink"
        }`}
      >
        {group.label}
        <UiIcon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mb-2 ml-3 grid gap-0.5 border-l-2 border-line pl-2">
        {all.map((item) => (
          <li key={item.to}>
            <MenuLink
              item={item}
              current={isActiveItem(pathname, item)}
              onNavigate={onNavigate}
              small
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
