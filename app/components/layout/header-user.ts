/** The signed-in visitor as the navigation bar shows them (root loader data), or null. */
/**
 * `adminHome`: where the header's Dashbord link leads, for those who may open the admin area
 * (the enquiries for an admin, the newsroom for an editor: ADR 0133), or null.
 */
export type HeaderUser = { name: string; isAdmin: boolean; adminHome: string | null } | null;
