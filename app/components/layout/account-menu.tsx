import { Link, useLocation } from "react-router";
import { lazyReady } from "../ui/lazy-when.tsx";
import type { HeaderUser } from "./header-user.ts";

// The account part of the navigation bar: LOGIN when signed out; when signed in, the display name
// opening a small menu (signed-in-menu.tsx, loaded only for signed-in visitors).

// Until its code has come (on a page reached without a reload), the name shows on its own.
const SignedInMenu = lazyReady(
  () => import("./signed-in-menu.tsx"),
  ({ user }) => <span className="px-3 py-2 font-semibold text-ink">{user.name}</span>,
);

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
