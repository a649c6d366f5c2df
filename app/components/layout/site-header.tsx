import { Link } from "react-router";
import { contactCta } from "#app/content/contact-cta.ts";
import { AccountMenu } from "./account-menu.tsx";
import { useInAdminArea } from "./admin-area.ts";
import { BrandLogo } from "./brand-logo.tsx";
import DesktopNav from "./desktop-nav.tsx";
import type { HeaderUser } from "./header-user.ts";
import MobileMenu from "./mobile-menu.tsx";

// The side menu is a native dialog its button opens without script (ADR 0142), and the desktop
// menus' links work as plain links; both hydrate with the page.

/** The navigation bar of every page (spec section 2): menus, DISCUSS A PROJECT and the account slot. */
export function SiteHeader({ user }: { user: HeaderUser }) {
  const inAdminArea = useInAdminArea();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur-md">
      <div className="site-container flex h-header items-center gap-4">
        <BrandLogo />
        <div className="ml-auto flex items-center gap-2 xl:ml-4 xl:flex-1 xl:justify-center">
          <DesktopNav adminHome={user?.adminHome ?? null} inAdminArea={inAdminArea} />
        </div>
        {/* min-w-0: in a wider system font (ours not there in time) a long name gives way. */}
        <div className="flex min-w-0 items-center gap-2">
          {/* The account slot: LOGIN or the signed-in name menu (accounts domain). */}
          <div className="hidden min-w-0 text-[0.8125rem] xl:block">
            <AccountMenu user={user} />
          </div>
          <Link
            to={contactCta.to}
            className="hidden items-center whitespace-nowrap rounded-full bg-brand px-4 py-3 text-xs font-bold tracking-wide text-ink transition-colors hover:bg-brand-glow focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-strong sm:inline-flex"
          >
            {contactCta.label}
          </Link>
          <div className="flex xl:hidden">
            <MobileMenu user={user} inAdminArea={inAdminArea} />
          </div>
        </div>
      </div>
    </header>
  );
}
