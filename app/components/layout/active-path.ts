import { useMatches } from "react-router";
import { dashboardLink, type NavGroup, type NavLinkItem } from "#app/content/navigation.ts";

/**
 * Whether a menu link is the current page: "/" only on the home page, a link marked `end` only on
 * its own path, others on their sub-paths too.
 */
export function isActivePath(pathname: string, to: string, end = false) {
  const current = pathname.replace(/\/+$/, "") || "/";
  if (to === "/" || end) return current === to;
  return current === to || current.startsWith(`${to}/`);
}

/** Whether this menu link is the current page. */
export const isActiveItem = (pathname: string, item: NavLinkItem) =>
  isActivePath(pathname, item.to, item.end);

/** A dropdown is highlighted when the current page is one of its links, or in its section. */
export function groupIsActive(pathname: string, group: NavGroup) {
  return (
    (group.section !== undefined && isActivePath(pathname, group.section)) ||
    [...group.items, ...(group.footer ?? [])].some((item) => isActiveItem(pathname, item))
  );
}

/** What the admin layout's handle says: every page it wraps belongs to the admin area. */
export type AreaHandle = { area: "admin" };

/**
 * Whether a header link is current. Dashbord is the door to the whole admin area, so it is
 * current on every admin screen (/bookingTable, /addNews...), not only under /dashbord.
 */
export function linkIsCurrent(pathname: string, item: NavLinkItem, inAdminArea: boolean) {
  return isActiveItem(pathname, item) || (inAdminArea && item.to === dashboardLink.to);
}

/**
 * Whether the page shown is in the admin area. Read by the site header, which is hydrated with
 * the page, and handed to its menus as a prop: the menus are parts hydrated later (ADR 0092), and
 * a part that read the router's state itself would hold every navigation until its code came.
 */
export function useInAdminArea() {
  return useMatches().some(
    (match) => (match.handle as Partial<AreaHandle> | undefined)?.area === "admin",
  );
}
