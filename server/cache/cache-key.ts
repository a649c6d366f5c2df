import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageQueryHandle } from "#app/lib/page-query.ts";

// The page cache's key for an anonymous GET: the path plus only the query parameters the matched
// routes declare in their handle (app/lib/page-query.ts), in a fixed order and encoding. Any
// other parameter (a campaign tag, a cache-buster, a random one sent to defeat the cache) neither
// makes an entry nor reaches the render: the page is rendered from the canonical URL, so what is
// stored under a key is exactly what that key asks for (ADR 0081).

/** Parameters React Router itself reads: which loaders a data request wants, and the lazy
 * route-discovery manifest's paths and build version. */
const dataRequestParams = ["_routes"];
const manifestParams = ["paths", "version"];
/** Paths seen recently and the parameters they declare; attackers' random paths are evicted. */
const MEMO_LIMIT = 5_000;

type Build = Pick<ServerBuild, "routes" | "routeDiscovery">;

/** The build's routes as the tree matchRoutes reads (the route-pattern metric label uses it too). */
export function routeTree(manifest: Build["routes"]) {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const handle = route.module.handle as Partial<PageQueryHandle> | undefined;
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: handle?.query ?? [],
    } as RouteObject;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => {
      const children = byParent.get(node.id);
      return children && !node.index ? { ...node, children: attach(children) } : node;
    }) as RouteObject[];
  return attach(byParent.get(undefined) ?? []);
}

/** The page a data request (`/news/x.data`, `/_.data` for `/`) is for, as React Router reads it. */
export function pagePath(pathname: string) {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}

/** The key for a request's path and query (as `req.url` has them). */
export type CacheKeyOf = (path: string) => string;

/** Makes the key function for one server build. */
export function cacheKeys(build: Build): CacheKeyOf {
  const routes = routeTree(build.routes);
  const memo = new Map<string, readonly string[]>();

  const declared = (pathname: string): readonly string[] => {
    const known = memo.get(pathname);
    if (known) return known;
    let names: string[];
    if (pathname === build.routeDiscovery.manifestPath) names = manifestParams;
    else {
      const page = pagePath(pathname);
      const matches = matchRoutes(routes, page) ?? [];
      names = [...new Set(matches.flatMap((match) => match.route.handle as string[]))];
      if (page !== pathname) names.push(...dataRequestParams);
    }
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(pathname, names);
    return names;
  };

  return (path) => {
    // Read as the path it is (HTTP's origin-form), never relative to a base: "//x" would then be
    // the address of a host named x, and "//" no address at all. That threw, on the hit path
    // before Express, and one `GET //` ended the process.
    const url = new URL(`http://host${path.startsWith("/") ? "" : "/"}${path}`);
    const names = declared(url.pathname);
    if (!url.search || names.length === 0) return url.pathname;
    const kept = new URLSearchParams();
    for (const name of names)
      for (const value of url.searchParams.getAll(name)) kept.append(name, value);
    const query = kept.toString();
    return query ? `${url.pathname}?${query}` : url.pathname;
  };
}

/** The key function of a server build, made when the build is first asked for. */
export function pageCacheKeys(build: () => Promise<Build>) {
  let keyOf: CacheKeyOf | undefined;
  let loading: Promise<CacheKeyOf> | undefined;
  return {
    /** Undefined until `ready()` has settled once. */
    current: () => keyOf,
    ready: () => {
      loading ??= build().then((loaded) => {
        keyOf = cacheKeys(loaded);
        return keyOf;
      });
      return loading;
    },
  };
}

export type PageCacheKeys = ReturnType<typeof pageCacheKeys>;
