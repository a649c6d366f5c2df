import type { NavLinkItem } from "#app/content/navigation.ts";

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
