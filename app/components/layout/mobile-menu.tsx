import { lazy, Suspense, useId, useState } from "react";
import { useLocation } from "react-router";
import { IconSvg } from "#app/components/ui/icon-svg.tsx";
import type { HeaderUser } from "./header-user.ts";

// The small-screen side menu's button. The menu itself (mobile-menu-dialog.tsx) is a chunk of its
// own, asked for as soon as the visitor heads for the button (pointer, touch, focus) and shown when
// pressed; it is not part of the page's first load (ADR 0092).

const loadDialog = () => import("./mobile-menu-dialog.tsx");
const MobileMenuDialog = lazy(loadDialog);

export function MobileMenu({ user, inAdminArea }: { user: HeaderUser; inAdminArea: boolean }) {
  // Open means "opened on this page": any navigation (a new location key) closes the menu.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const open = openedAt === location.key;
  const prepare = () => void loadDialog();

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={wanted ? menuId : undefined}
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
        onClick={() => {
          setWanted(true);
          setOpenedAt(location.key);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink/15 text-ink transition-colors hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong xl:hidden"
      >
        {/* Drawn here, so every page's first load carries no icon set. */}
        <IconSvg className="size-6">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </IconSvg>
        <span className="sr-only">Menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            id={menuId}
            open={open}
            onClose={() => setOpenedAt(null)}
            user={user}
            inAdminArea={inAdminArea}
          />
        </Suspense>
      ) : null}
    </>
  );
}
