import { Link } from "react-router";
import { contactCta, primaryNav } from "#app/content/navigation.ts";
import { AccountMenu } from "./account-menu.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import type { HeaderUser } from "./header-user.ts";
import { MobileMenu } from "./mobile-menu.tsx";

/** The navigation bar of every page (spec section 2): menus, DISCUSS A PROJECT and the account slot. */
export function SiteHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-[4.5rem] w-full max-w-7xl items-center gap-4 px-5 sm:px-8">
        <BrandLogo />
        <div className="ml-auto flex items-center gap-2 xl:ml-6 xl:flex-1 xl:justify-center">
          <DesktopNav entries={primaryNav} isAdmin={Boolean(user?.isAdmin)} />
        </div>
        <div className="flex items-center gap-3">
          {/* The account slot: LOGIN or the signed-in name menu (accounts domain). */}
          <div className="hidden text-[0.8125rem] xl:block">
            <AccountMenu user={user} />
          </div>
          <Link
            to={contactCta.to}
            className="hidden items-center rounded-full bg-brand px-5 py-3 text-xs font-bold tracking-wide text-ink transition-colors hover:bg-brand-glow focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-strong sm:inline-flex"
          >
            {contactCta.label}
          </Link>
          <MobileMenu entries={primaryNav} user={user} />
        </div>
      </div>
    </header>
  );
}
