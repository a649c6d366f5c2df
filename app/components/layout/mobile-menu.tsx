import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "#app/components/marketing/icon.tsx";
import { primaryButton } from "#app/components/marketing/ui-classes.ts";
import {
  contactCta,
  dashboardLink,
  type NavEntry,
  type NavGroup,
} from "#app/content/navigation.ts";
import { AccountMenu } from "./account-menu.tsx";
import { groupIsActive, useLinkIsCurrent } from "./active-path.ts";
import { BrandLogo } from "./brand-logo.tsx";
import type { HeaderUser } from "./header-user.ts";

// The small-screen side menu. A native modal <dialog> gives focus containment, Escape and an
// inert page behind it; we add the slide-in, closing on a backdrop click, the close button and
// any navigation, and focus returns to the menu button when it closes.

export function MobileMenu({ entries, user }: { entries: NavEntry[]; user: HeaderUser }) {
  // Open means "opened on this page": any navigation (a new location key) closes the menu.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuId = useId();
  const location = useLocation();
  const open = openedAt === location.key;
  const setOpen = (value: boolean) => setOpenedAt(value ? location.key : null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.classList.toggle("overflow-hidden", open);
  }, [open]);

  const close = () => setOpen(false);
  const { pathname } = location;
  const [first, ...rest] = entries;
  const items: NavEntry[] =
    user?.isAdmin && first ? [first, { kind: "link", ...dashboardLink }, ...rest] : entries;

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink/15 text-ink transition-colors hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong xl:hidden"
      >
        <Icon name="menu" />
        <span className="sr-only">Menu</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape or the close button. */}
      <dialog
        ref={dialogRef}
        id={menuId}
        aria-label="Site menu"
        onClose={close}
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
              // Focus starts on the close button when the menu opens (the dialog honours autofocus).
              // biome-ignore lint/a11y/noAutofocus: moving focus into a just-opened modal is expected.
              autoFocus
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-mist focus-visible:outline-2 focus-visible:outline-brand-strong"
            >
              <Icon name="close" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Main" className="flex-1 px-3 py-4">
            <ul className="grid gap-1">
              {items.map((entry) =>
                entry.kind === "group" ? (
                  <li key={entry.label}>
                    <MenuGroup group={entry} pathname={pathname} onNavigate={close} />
                  </li>
                ) : (
                  <li key={entry.label}>
                    <MenuLink to={entry.to} label={entry.label} onNavigate={close} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="grid gap-4 border-t border-line px-5 py-5">
            <div className="text-sm">
              <AccountMenu user={user} />
            </div>
            <Link to={contactCta.to} onClick={close} className={primaryButton}>
              {contactCta.label}
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}

function MenuLink({
  to,
  label,
  onNavigate,
  small = false,
}: {
  to: string;
  label: string;
  onNavigate: () => void;
  small?: boolean;
}) {
  const active = useLinkIsCurrent()(to);
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={`flex items-center rounded-xl px-3 ${small ? "py-2 text-sm font-semibold" : "py-3 text-[0.9375rem] font-bold tracking-wide"} transition-colors hover:bg-mist focus-visible:outline-2 focus-visible:outline-brand-strong ${
        active ? "bg-brand-soft text-brand-strong" : "text-ink"
      }`}
    >
      {label}
    </Link>
  );
}

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
  const [expanded, setExpanded] = useState(() => groupIsActive(pathname, all));
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={`flex w-full items-center justify-between rounded-xl px-3 py-3 text-left text-[0.9375rem] font-bold tracking-wide transition-colors hover:bg-mist focus-visible:outline-2 focus-visible:outline-brand-strong ${
          groupIsActive(pathname, all) ? "text-brand-strong" : "text-ink"
        }`}
      >
        {group.label}
        <Icon
          name="chevron-down"
          className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!expanded}
        className="mb-2 ml-3 grid gap-0.5 border-l-2 border-line pl-2"
      >
        {all.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} label={item.label} onNavigate={onNavigate} small />
          </li>
        ))}
      </ul>
    </>
  );
}
