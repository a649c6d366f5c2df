import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

// The `route` label of the request metrics: the pattern a request matched ("/news/:slug"), never
// its URL, so a crawler's or an attacker's random paths cannot grow the label set without bound.

type Build = Pick<ServerBuild, "routes">;

function routeTree(manifest: Build["routes"]) {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = { id: route.id, path: route.path, index: route.index } as RouteObject;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), node]);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const children = byParent.get(node.id);
      return children && !node.index ? { ...node, children: attach(children) } : node;
    }) as RouteObject[];
  return attach(byParent.get(undefined) ?? []);
}

/** Maps a request path to its route pattern, for one server build. */
export function routePatterns(build: Build) {
  const routes = routeTree(build.routes);
  return (pathname: string): string => {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    if (pathname.startsWith("/uploads/")) return "/uploads/*";
    if (pathname.startsWith("/api/auth/")) return "/api/auth/*";
    if (pathname.startsWith("/api/")) return "/api/*";
    if (pathname === "/healthz") return "/healthz";
    const page = pathname.endsWith(".data")
      ? pathname.replace(/(\/_)?\.data$/, "") || "/"
      : pathname;
    const matches = matchRoutes(routes, page);
    const leaf = matches?.at(-1);
    if (!matches || !leaf || leaf.route.path === "*") return "unmatched";
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/");
    return `/${pattern.replace(/^\/+/, "")}`;
  };
}
