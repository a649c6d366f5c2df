import { Link } from "react-router";
import { dashboardLink, type NavEntry } from "#app/content/navigation.ts";
import { useLinkIsCurrent } from "./active-path.ts";
import { NavDropdown } from "./nav-dropdown.tsx";
import { navItemClass } from "./nav-styles.ts";

/** The wide-screen navigation bar; the side menu replaces it below the xl breakpoint. */
export function DesktopNav({ entries, isAdmin }: { entries: NavEntry[]; isAdmin: boolean }) {
  const isCurrent = useLinkIsCurrent();
  const [first, ...rest] = entries;
  // The spec lists Dashbord right after home, for admins only.
  const withAdmin: NavEntry[] =
    isAdmin && first ? [first, { kind: "link", ...dashboardLink }, ...rest] : entries;
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
                aria-current={isCurrent(entry.to) ? "page" : undefined}
                className={navItemClass(isCurrent(entry.to))}
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
