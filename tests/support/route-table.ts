import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

// The product's addresses as the code declares them, for tests that must try every one: the
// page patterns of app/routes.ts and the endpoints of the REST API router.

function pagePatterns(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : entry.path ? `${prefix}/${entry.path}` : prefix;
    const here = entry.path !== undefined || entry.index ? [own] : [];
    return [...here, ...pagePatterns(entry.children ?? [], entry.path ? own : prefix)];
  });
}

/** Every page pattern of app/routes.ts ("/news/:id", "/*"...). */
export const pagePaths = () => pagePatterns(routes);

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

function endpointsOf(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`);
    }
    return layer.handle?.stack ? endpointsOf(layer.handle.stack) : [];
  });
}

/** Every REST endpoint as "METHOD /path" (paths below /api). */
export async function apiEndpoints() {
  // Reading the router loads the server modules, which read the configuration on import.
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "agency-routes-"));
  const { apiRouter } = await import("../../server/http/api-router.ts");
  return endpointsOf((apiRouter as unknown as { stack: Layer[] }).stack);
}
