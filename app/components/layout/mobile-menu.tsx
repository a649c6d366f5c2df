import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { IconSvg } from "#app/components/ui/icon-svg.tsx";
import type { HeaderUser } from "./header-user.ts";
import MobileMenuDialog from "./mobile-menu-dialog.tsx";

// The small-screen side menu: its button, and the menu itself (mobile-menu-dialog.tsx), a native
// modal <dialog> the server renders closed with every page. The button opens it with an invoker
// command, so a tap or a key shows it at once, before any script of the page has come (ADR 0142).
// Hydrated with the page, the button opens the menu itself (a browser without invoker commands
// needs the script for that) and says whether it is open, whoever opened it.

export default function MobileMenu({
  user,
  inAdminArea,
}: {
  user: HeaderUser;
  inAdminArea: boolean;
}) {
  const menuId = useId();
  const menu = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { key } = useLocation();

  // Opened by the browser before this hydrated.
  useEffect(() => setOpen(Boolean(menu.current?.open)), []);
  // Any navigation (a new location key) closes it.
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    menu.current?.close();
  }, [key]);

  return (
    <>
      <button
        type="button"
        commandfor={menuId}
        command="show-modal"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={menuId}
        onClick={(event) => {
          // The browser's own command is not needed any more; a menu already open stays as it is.
          event.preventDefault();
          if (menu.current && !menu.current.open) menu.current.showModal();
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink/15 text-ink transition-colors hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong"
      >
        <IconSvg className="size-6">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </IconSvg>
        <span className="sr-only">Menu</span>
      </button>
      <MobileMenuDialog
        id={menuId}
        dialogRef={menu}
        onClose={() => setOpen(false)}
        user={user}
        inAdminArea={inAdminArea}
      />
    </>
  );
}
