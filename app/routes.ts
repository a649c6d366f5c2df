import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the product, in one place (spec section 2).
export default [
  index("routes/home.tsx"),

  // Admin area: the layout's loader guards every screen below it by the user's role.
  layout("routes/admin/admin-layout.tsx", [route("dashbord", "routes/admin/dashbord.tsx")]),

  // Any other path: the not-found page, with HTTP status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
