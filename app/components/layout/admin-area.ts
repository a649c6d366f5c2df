import { useMatches } from "react-router";

// Whether the page shown is in the admin area, apart from the menus' data (active-path.ts,
// navigation.ts): the site header, in every page's first load, reads it.

/** What the admin layout's handle says: every page it wraps belongs to the admin area. */
export type AreaHandle = { area: "admin" };

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
