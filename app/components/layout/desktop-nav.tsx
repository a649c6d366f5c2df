import { Link, useLocation } from "react-router";
import {
  dashboardLink,
  type NavEntry,
  type NavLinkItem,
  primaryNav,
} from "#app/content/navigation.ts";
import { linkIsCurrent } from "./active-path.ts";
import { NavDropdown } from "./nav-dropdown.tsx";
import { navItemClass } from "./nav-styles.ts";

/**
 * The wide-screen navigation bar; the side menu replaces it below the xl breakpoint. The header
 * tells it whether the page is in the admin area.
 */
export default function DesktopNav({
  adminHome,
  inAdminArea,
}: {
  adminHome: string | null;
  inAdminArea: boolean;
}) {
  const { pathname } = useLocation();
  const isCurrent = (entry: NavLinkItem) => linkIsCurrent(pathname, entry, inAdminArea);
  const [first, ...rest] = primaryNav;
  // The spec lists Dashbord right after home, for admins; an editor's leads to the newsroom.
  const withAdmin: NavEntry[] =
    adminHome && first
      ? [first, { kind: "link", ...dashboardLink, to: adminHome }, ...rest]
      : primaryNav;
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
                aria-current={isCurrent(entry) ? "page" : undefined}
                className={navItemClass(isCurrent(entry))}
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
