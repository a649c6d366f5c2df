import { useMatches } from "react-router";

// Whether the page shown is in the admin area, apart from the menus' data (active-path.ts,
// navigation.ts): the site header, in every page's first load, reads it.

/** What the admin layout's handle says: every page it wraps belongs to the admin area. */
export type AreaHandle = { area: "admin" };

/** Whether the page shown is in the admin area; the site header hands it to its menus. */
export function useInAdminArea() {
  return useMatches().some(
    (match) => (match.handle as Partial<AreaHandle> | undefined)?.area === "admin",
  );
}
