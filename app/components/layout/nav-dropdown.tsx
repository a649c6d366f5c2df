import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import type { NavGroup } from "#app/content/navigation.ts";
import { groupIsActive } from "./active-path.ts";
import NavMenuPanel from "./nav-menu-panel.tsx";
import { navItemClass } from "./nav-styles.ts";

// A disclosure menu for the desktop bar (WHAT WE DO, NEWS): a button with aria-expanded that
// shows a panel of links. It closes on Escape (focus back to the button), an outside click,
// focus leaving it, or a navigation. Arrow keys move between the links. Before the page's script
// has run the panel's links are plain links and the button does nothing yet; the side menu, which
// phones use, opens without script (ADR 0142).

export function NavDropdown({ group, wide = false }: { group: NavGroup; wide?: boolean }) {
  // Open means "opened on this page", so a navigation closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const open = openedAt === pathname;
  const active = groupIsActive(pathname, group);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = rootRef.current;
    if (!root) return;
    if (event.key === "Escape" && open) {
      event.preventDefault();
      flushSync(() => setOpenedAt(null));
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      // Rendered at once, so the first link can take focus.
      if (!open) flushSync(() => setOpenedAt(pathname));
      focusLink(root, event.key === "ArrowDown" ? 1 : -1);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenedAt(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and focus of the button and its links bubble here.
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => setOpenedAt(open ? null : pathname)}
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
        <NavMenuPanel group={group} wide={wide} pathname={pathname} />
      </div>
    </div>
  );
}

/** Moves focus `offset` links on in the menu, wrapping; from outside them, to the first or last. */
function focusLink(root: HTMLElement, offset: number) {
  const all = Array.from(root.querySelectorAll<HTMLAnchorElement>("[data-menu-link]"));
  const index = all.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    index === -1 ? (offset > 0 ? 0 : all.length - 1) : (index + offset + all.length) % all.length;
  all[next]?.focus();
}
