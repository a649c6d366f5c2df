import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "#app/components/marketing/icon.tsx";
import type { NavGroup } from "#app/content/navigation.ts";
import { groupIsActive, isActivePath } from "./active-path.ts";
import { navItemClass } from "./nav-styles.ts";

// A disclosure menu for the desktop bar (WHAT WE DO, NEWS): a button with aria-expanded that
// shows a panel of links. It closes on Escape (focus back to the button), an outside click,
// focus leaving it, or a navigation. Arrow keys move between the links.

export function NavDropdown({ group, wide = false }: { group: NavGroup; wide?: boolean }) {
  // Open means "opened on this page", so a navigation closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const open = openedAt === pathname;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenedAt((current) => {
      const next = typeof value === "function" ? value(current === pathname) : value;
      return next ? pathname : null;
    });
  const active = groupIsActive(pathname, [...group.items, ...(group.footer ?? [])]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? []);

  function focusLink(offset: number) {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      index === -1 ? (offset > 0 ? 0 : all.length - 1) : (index + offset + all.length) % all.length;
    all[next]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const offset = event.key === "ArrowDown" ? 1 : -1;
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() => focusLink(offset));
      } else focusLink(offset);
    }
  }

  const linkClass = (to: string) =>
    `block rounded-xl px-3 py-2.5 outline-none transition-colors hover:bg-mist focus-visible:bg-mist focus-visible:ring-2 focus-visible:ring-brand-strong ${
      isActivePath(pathname, to) ? "bg-brand-soft" : ""
    }`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape, arrows and focus-out come from the button and links inside.
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => setOpen((value) => !value)}
        className={`${navItemClass(active)} inline-flex items-center gap-1`}
      >
        {group.label}
        <Icon
          name="chevron-down"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full left-1/2 z-50 mt-3 -translate-x-1/2 rounded-2xl border border-line bg-white p-3 text-ink shadow-xl shadow-ink/10 animate-drop-in ${
          wide ? "w-[40rem]" : "w-72"
        }`}
      >
        <ul className={wide ? "grid grid-cols-2 gap-1" : "grid gap-0.5"}>
          {group.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-menu-link
                aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
                className={linkClass(item.to)}
              >
                <span className="block text-sm font-bold">{item.label}</span>
                {wide && item.description ? (
                  <span className="mt-0.5 line-clamp-2 block text-xs leading-snug text-ink/65">
                    {item.description}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
        {group.footer ? (
          <ul className="mt-2 flex flex-wrap gap-1 border-t border-line pt-2">
            {group.footer.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  data-menu-link
                  aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
                  className={`${linkClass(item.to)} inline-flex items-center gap-1.5 text-sm font-bold text-brand-strong`}
                >
                  {item.label}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
