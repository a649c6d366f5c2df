import type { NavGroup, NavLinkItem } from "#app/content/navigation.ts";

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

/**
 * Whether a header link is current. Dashbord is the door to the whole admin area, so it is
 * current on every admin screen (/bookingTable, /addNews...), not only under /dashbord. Told by
 * the item's data, not by importing the menus: every news page reads this module.
 */
export function linkIsCurrent(pathname: string, item: NavLinkItem, inAdminArea: boolean) {
  return isActiveItem(pathname, item) || (inAdminArea && item.area === "admin");
}
