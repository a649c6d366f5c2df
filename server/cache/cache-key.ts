import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { canonicalCursor } from "../news/news-cursor.ts";

// The page cache's key for an anonymous GET: the path plus only the query parameters the matched
// routes declare in their handle (app/lib/page-query.ts), in a fixed order and encoding. Any
// other parameter (a campaign tag, a cache-buster, a random one sent to defeat the cache) neither
// makes an entry nor reaches the render: the page is rendered from the canonical URL, so what is
// stored under a key is exactly what that key asks for (ADR 0081).

/** What a data request (`.data`) names: the loaders it wants, as React Router reads it. */
const routesParam = "_routes";
/**
 * A parameter's canonical value, or none, where not every value is a page of its own. Each
 * page's loader reads the parameter through the same function, so the page rendered from the key
 * is the page a visitor with the raw value would see (issue 29: every random `after` was a miss).
 */
const canonicalValue: Record<string, (value: string) => string | undefined> = {
  after: canonicalCursor,
};
/** Paths seen recently and the parameters they declare; attackers' random paths are evicted. */
const MEMO_LIMIT = 5_000;

type Build = Pick<ServerBuild, "routes">;

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

/** What a path's key keeps: the parameters its routes declare, and (data requests) their ids. */
type Declared = { names: readonly string[]; routeIds?: readonly string[] };

/** Makes the key function for one server build. */
export function cacheKeys(build: Build): CacheKeyOf {
  const routes = routeTree(build.routes);
  const memo = new Map<string, Declared>();

  const declared = (pathname: string): Declared => {
    const known = memo.get(pathname);
    if (known) return known;
    const page = pagePath(pathname);
    const matches = matchRoutes(routes, page) ?? [];
    const names = [...new Set(matches.flatMap((match) => match.route.handle as string[]))];
    const found: Declared =
      page === pathname
        ? { names }
        : {
            names: [...names, routesParam],
            routeIds: matches.map((match) => match.route.id as string),
          };
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(pathname, found);
    return found;
  };

  /** A parameter's value as the key keeps it: loaders read the first value only. */
  const keptValue = (name: string, value: string, { routeIds }: Declared) => {
    // Only the matched routes' ids, in their order: an unknown one asked for nothing, yet made a
    // key of its own. None left reads as none (every loader), a key the page already has.
    if (name === routesParam) {
      const asked = new Set(value.split(","));
      return routeIds?.filter((id) => asked.has(id)).join(",") || undefined;
    }
    const canonical = canonicalValue[name];
    return canonical ? canonical(value) : value;
  };

  return (path) => {
    // Read as the path it is (HTTP's origin-form), never relative to a base: "//x" would then be
    // the address of a host named x, and "//" no address at all. That threw, on the hit path
    // before Express, and one `GET //` ended the process.
    const url = new URL(`http://host${path.startsWith("/") ? "" : "/"}${path}`);
    const found = declared(url.pathname);
    if (!url.search || found.names.length === 0) return url.pathname;
    const kept = new URLSearchParams();
    for (const name of found.names) {
      const value = url.searchParams.get(name);
      const canonical = value === null ? undefined : keptValue(name, value, found);
      if (canonical !== undefined) kept.append(name, canonical);
    }
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
