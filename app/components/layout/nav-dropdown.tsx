import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import type { NavGroup } from "#app/content/navigation.ts";
import { groupIsActive } from "./active-path.ts";
import NavMenuPanel from "./nav-menu-panel.tsx";
import { navItemClass } from "./nav-styles.ts";

// A menu of the desktop bar (WHAT WE DO, NEWS): a button that opens a native popover of links,
// placed under it by CSS anchor positioning. The browser opens and closes it before the page's
// script has come, and closes it on Escape (focus back to the button) and on a click outside.
// Hydrated, it also closes when focus leaves it or the page changes, and the arrow keys move
// between its links.

export function NavDropdown({ group, wide = false }: { group: NavGroup; wide?: boolean }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const anchor = `--nav-${group.id}`;
  const { pathname } = useLocation();
  const active = groupIsActive(pathname, group);

  // A link chosen in the menu leads to another page; the menu is not left open over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page.
  useEffect(() => {
    hide(panelRef.current);
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
    event.preventDefault();
    if (!panel.matches(":popover-open")) panel.showPopover();
    focusLink(root, event.key === "ArrowDown" ? 1 : -1);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) hide(panelRef.current);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and focus of the button and its links bubble here.
    <div ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        style={{ anchorName: anchor }}
        className={`${navItemClass(active)} inline-flex items-center gap-1`}
      >
        {group.label}
        <UiIcon
          name="chevron-down"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
        style={{ positionAnchor: anchor }}
        className={`nav-dropdown-panel rounded-2xl border border-line bg-white p-3 text-ink shadow-xl shadow-ink/10 animate-drop-in ${
          wide ? "w-[40rem]" : "w-72"
        }`}
      >
        <NavMenuPanel group={group} wide={wide} pathname={pathname} />
      </div>
    </div>
  );
}

function hide(panel: HTMLElement | null) {
  if (panel?.matches(":popover-open")) panel.hidePopover();
}

/** Moves focus `offset` links on in the menu, wrapping; from outside them, to the first or last. */
function focusLink(root: HTMLElement, offset: number) {
  const all = Array.from(root.querySelectorAll<HTMLAnchorElement>("[data-menu-link]"));
  const index = all.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    index === -1 ? (offset > 0 ? 0 : all.length - 1) : (index + offset + all.length) % all.length;
  all[next]?.focus();
}
