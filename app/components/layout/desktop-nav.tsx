import { Link, useLocation } from "react-router";
import { dashboardLink, type NavEntry, primaryNav } from "#app/content/navigation.ts";
import { isActiveItem } from "./active-path.ts";
import { NavDropdown } from "./nav-dropdown.tsx";
import { navItemClass } from "./nav-styles.ts";

/**
 * The wide-screen navigation bar; the side menu replaces it below the xl breakpoint. A chunk of
 * its own, hydrated when the pointer or focus comes to it (site-header.tsx): its links work as
 * they are before that, and phones never load it. Plain links, not NavLink: a NavLink reads the
 * router's whole state, so while this part waited for its code every change of that state (a
 * 'Load more', a navigation starting) would wait with it (lazy-when.tsx).
 */
export default function DesktopNav({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const [first, ...rest] = primaryNav;
  // The spec lists Dashbord right after home, for admins only.
  const withAdmin: NavEntry[] =
    isAdmin && first ? [first, { kind: "link", ...dashboardLink }, ...rest] : primaryNav;
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {withAdmin.map((entry) => (
          <li key={entry.label}>
            {entry.kind === "group" ? (
              <NavDropdown group={entry} wide={entry.id === "services"} />
            ) : (
              <Link
                to={entry.to}
                aria-current={isActiveItem(pathname, entry) ? "page" : undefined}
                className={navItemClass(isActiveItem(pathname, entry))}
              >
                {entry.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
