import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { lazyWhen } from "#app/components/ui/lazy-when.tsx";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import type { NavGroup } from "#app/content/navigation.ts";
import { groupIsActive } from "./active-path.ts";
import { navItemClass } from "./nav-styles.ts";

// The panel's links load with the first sign the visitor is heading for a menu (the pointer over
// it, focus in it); until then the server's markup of the hidden panel stays as it is.
const panel = lazyWhen(() => import("./nav-menu-panel.tsx"), "intent");

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
  const active = groupIsActive(pathname, group);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // An arrow key on the closed menu opens it and then moves to its first or last link, once the
  // panel is shown.
  const focusOnOpen = useRef(0);
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusLink(focusOnOpen.current);
    focusOnOpen.current = 0;
  });

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
        focusOnOpen.current = offset;
        setOpen(true);
      } else focusLink(offset);
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape, arrows and focus-out come from the button and links inside.
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={panel.start}
      onFocus={panel.start}
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
        onClick={() => {
          panel.start();
          setOpen((value) => !value);
        }}
        className={`${navItemClass(active)} inline-flex items-center gap-1`}
      >
        {group.label}
        <UiIcon
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
        <panel.Component group={group} wide={wide} pathname={pathname} />
      </div>
    </div>
  );
}
