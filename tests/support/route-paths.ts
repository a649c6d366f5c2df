import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Every URL pattern of a route table (app/routes.ts), layouts left out: "/", "/news/:id", "/*". */
export function pagePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : entry.path ? `${prefix}/${entry.path}` : prefix;
    const here = entry.path !== undefined || entry.index ? [own] : [];
    return [...here, ...pagePaths(entry.children ?? [], entry.path ? own : prefix)];
  });
}
