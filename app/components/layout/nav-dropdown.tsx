import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { lazyWhen } from "#app/components/ui/lazy-when.tsx";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import type { NavGroup } from "#app/content/navigation.ts";
import { announceHydrated, heldKeysAttribute, keysReady } from "#app/lib/hydration.ts";
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

  // Keys and focus leaving are listened to on the window, in the capture phase, not through React:
  // the panel is a part of its own, and React stops (at the document, before any element sees it)
  // a key or focus event aimed inside a part still waiting to hydrate. An arrow key on a link the
  // server rendered, or a Tab out of it, did nothing and left the menu open. Whether the menu is
  // open is read from the button, and an arrow that opens it renders at once (flushSync), so keys
  // given back one after another by the document's early-event keeper each see the last one's
  // result.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const isOpen = () => buttonRef.current?.getAttribute("aria-expanded") === "true";
    const onKeyDown = (event: KeyboardEvent) => {
      if (!root.contains(event.target as Node)) return;
      if (event.key === "Escape" && isOpen()) {
        event.preventDefault();
        flushSync(() => setOpenedAt(null));
        buttonRef.current?.focus();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (!isOpen()) flushSync(() => setOpenedAt(pathname));
        focusLink(root, event.key === "ArrowDown" ? 1 : -1);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.target as Node)) return;
      if (!root.contains(event.relatedTarget as Node | null)) setOpenedAt(null);
    };
    addEventListener("keydown", onKeyDown, true);
    addEventListener("focusout", onFocusOut, true);
    // Keys held for the button until now are given back (server/first-paint/document-head.ts).
    buttonRef.current?.setAttribute(heldKeysAttribute, keysReady);
    announceHydrated();
    return () => {
      removeEventListener("keydown", onKeyDown, true);
      removeEventListener("focusout", onFocusOut, true);
    };
  }, [pathname]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus here only fetch the panel's code.
    <div ref={rootRef} className="relative" onPointerEnter={panel.start} onFocus={panel.start}>
      <button
        ref={buttonRef}
        type="button"
        {...{ [heldKeysAttribute]: "" }}
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

/** Moves focus `offset` links on in the menu, wrapping; from outside them, to the first or last. */
function focusLink(root: HTMLElement, offset: number) {
  const all = Array.from(root.querySelectorAll<HTMLAnchorElement>("[data-menu-link]"));
  const index = all.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    index === -1 ? (offset > 0 ? 0 : all.length - 1) : (index + offset + all.length) % all.length;
  all[next]?.focus();
}
