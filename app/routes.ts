import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { adminPages, type Page, sitePages } from "./route-table.ts";

// React Router's configuration, built from app/route-table.ts: every URL of the product, who may
// open it and whether it is listed for search engines, in one table.

const toRoute = (page: Page) =>
  page.path === "" ? index(page.file) : route(page.path, page.file, page.id ? { id: page.id } : {});

export default [
  ...sitePages.map(toRoute),
  // Admin area: the layout's loader guards every screen below it by the user's role.
  layout("routes/admin/admin-layout.tsx", adminPages.map(toRoute)),
  // Any other path: the not-found page, with HTTP status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
