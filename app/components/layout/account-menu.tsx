import { Link, useLocation } from "react-router";
import type { HeaderUser } from "./header-user.ts";
import SignedInMenu from "./signed-in-menu.tsx";

// The account part of the navigation bar: LOGIN when signed out; when signed in, the display name
// opening a small menu (signed-in-menu.tsx).

export function AccountMenu({ user }: { user: HeaderUser }) {
  const location = useLocation();
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const onAccountPage = /^\/(login|signup|reset)/i.test(location.pathname);
    // A document load, not a client-side one: the login page is sent with
    // Cross-Origin-Opener-Policy, and a password must be typed in a document that has it, not in
    // a public page's that went without (ADR 0146).
    return (
      <Link
        reloadDocument
        to={
          onAccountPage || here === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(here)}`
        }
        className="tap-target rounded-full px-3 py-2 font-semibold tracking-wide text-ink hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        LOGIN
      </Link>
    );
  }

  return <SignedInMenu user={user} />;
}
