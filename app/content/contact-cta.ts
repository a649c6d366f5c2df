import type { NavLinkItem } from "./navigation.ts";

/** The navigation bar's button (spec section 2): on every page, apart from the menus' data. */
export const contactCta: NavLinkItem = { label: "DISCUSS A PROJECT", to: "/contact" };
