import { matchRoutes, type ServerBuild } from "react-router";
import { pagePath, routeTree } from "../cache/cache-key.ts";

// The `route` label of the request metrics: the pattern a request matched ("/news/:slug"), never
// its URL, so a crawler's or an attacker's random paths cannot grow the label set without bound.

type Build = Pick<ServerBuild, "routes">;

/** Maps a request path to its route pattern, for one server build. */
export function routePatterns(build: Build) {
  const routes = routeTree(build.routes);
  return (pathname: string): string => {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    if (pathname.startsWith("/uploads/")) return "/uploads/*";
    if (pathname.startsWith("/api/auth/")) return "/api/auth/*";
    if (pathname.startsWith("/api/")) return "/api/*";
    if (pathname === "/healthz") return "/healthz";
    const matches = matchRoutes(routes, pagePath(pathname));
    const leaf = matches?.at(-1);
    if (!matches || !leaf || leaf.route.path === "*") return "unmatched";
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/");
    return `/${pattern.replace(/^\/+/, "")}`;
  };
}
