import { useLocation, useMatches } from "react-router";
import { dashboardLink, type NavLinkItem } from "#app/content/navigation.ts";

/** Whether a menu link is the current page: "/" only on the home page, others with sub-paths. */
export function isActivePath(pathname: string, to: string) {
  const current = pathname.replace(/\/+$/, "") || "/";
  if (to === "/") return current === "/";
  return current === to || current.startsWith(`${to}/`);
}

/** A dropdown is highlighted when the current page is one of its links. */
export function groupIsActive(pathname: string, items: NavLinkItem[]) {
  return items.some((item) => isActivePath(pathname, item.to));
}

/** What the admin layout's handle says: every page it wraps belongs to the admin area. */
export type AreaHandle = { area: "admin" };

/**
 * Whether a header link is current. Dashbord is the door to the whole admin area, so it is
 * current on every admin screen (/bookingTable, /addNews...), not only under /dashbord.
 */
export function linkIsCurrent(pathname: string, to: string, inAdminArea: boolean) {
  return isActivePath(pathname, to) || (inAdminArea && to === dashboardLink.to);
}

/** `linkIsCurrent` for the page being shown. */
export function useLinkIsCurrent() {
  const { pathname } = useLocation();
  const inAdminArea = useMatches().some(
    (match) => (match.handle as Partial<AreaHandle> | undefined)?.area === "admin",
  );
  return (to: string) => linkIsCurrent(pathname, to, inAdminArea);
}
