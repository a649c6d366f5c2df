import { Link, NavLink } from "react-router";
import { AccountMenu } from "./account-menu.tsx";

export type HeaderUser = { name: string; isAdmin: boolean } | null;

// A first shell of the navigation bar; the marketing issue completes it.
export function SiteHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="border-b border-ink/10 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-4">
        <Link to="/" className="text-lg font-extrabold tracking-tight">
          Agency
        </Link>
        {user?.isAdmin ? <NavLink to="/dashbord">Dashbord</NavLink> : null}
        <span className="ml-auto">
          <AccountMenu user={user} />
        </span>
      </nav>
    </header>
  );
}
