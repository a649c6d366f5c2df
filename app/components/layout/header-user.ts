/** The signed-in visitor as the navigation bar shows them (root loader data), or null. */
export type HeaderUser = { name: string; isAdmin: boolean } | null;
