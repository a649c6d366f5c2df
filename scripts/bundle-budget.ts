// Prints the first-load JavaScript and CSS of every route (gzip) from the production build, beside
// the floor: what any React Router page loads whatever it shows (the client entry, React, the
// router and its route list, with an empty route module), measured in the same build. Fails when
// a public page's JavaScript is more than `jsOverFloorKb` above that floor, or its CSS over
// budget. Admin screens are reported but not budgeted: they are never loaded on public pages.
// First-load means what the page's HTML asks for; code loaded on demand (a dialog, a player) is
// not counted.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import config from "../react-router.config.ts";

// Every page hydrates whole with its first load (ADR 0150), header, footer and lower sections
// included, and the bundler splits the code its own way: the heaviest public page is about 25 kB
// over the floor (from about 10 with the deferred parts). Floor + 10 kB stays the aim.
export const budgets = { jsOverFloorKb: 26, cssKb: 25 };

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
};
type Manifest = {
  /** The manifest script's own address (every page imports it when routes are known at once). */
  url: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
};

const client = path.resolve("build/client");

function readManifest(): Manifest {
  const file = readdirSync(path.join(client, "assets")).find((name) =>
    /^manifest-.*\.js$/.test(name),
  );
  if (!file) throw new Error('No client manifest in build/client/assets: run "npm run build".');
  const source = readFileSync(path.join(client, "assets", file), "utf8");
  const window: { __reactRouterManifest?: Manifest } = {};
  new Function("window", source)(window);
  if (!window.__reactRouterManifest) throw new Error(`${file} did not define the manifest`);
  return { ...window.__reactRouterManifest, url: `assets/${file}` };
}

const cssAddress = /\/assets\/[\w~.-]+\.css/g;

const gzipCache = new Map<string, number>();
function gzipBytes(asset: string) {
  let size = gzipCache.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(client, asset)), { level: 9 }).length;
    gzipCache.set(asset, size);
  }
  return size;
}

function chain(manifest: Manifest, route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...chain(manifest, parent), route] : [route];
}

function fullPath(routes: ManifestRoute[]) {
  const joined = routes
    .map((route) => route.path ?? "")
    .filter(Boolean)
    .join("/");
  return `/${joined}`.replace(/\/+/g, "/");
}

/**
 * What every page loads: the client entry and everything it imports and, with every route known
 * from the start (ADR 0158), the route list itself, which each page's HTML imports.
 */
function floorFiles(manifest: Manifest) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (config.routeDiscovery?.mode === "initial") files.add(manifest.url);
  return files;
}

/** The floor: what an empty route loads in this build. */
export function measureFloor() {
  const files = floorFiles(readManifest());
  return [...files].reduce((total, file) => total + gzipBytes(file), 0) / 1024;
}

export function measureRoutes() {
  const manifest = readManifest();
  const leaves = Object.values(manifest.routes).filter(
    (route) => !Object.values(manifest.routes).some((other) => other.parentId === route.id),
  );
  return leaves.map((leaf) => {
    const routes = chain(manifest, leaf);
    const js = floorFiles(manifest);
    const css = new Set(manifest.entry.css ?? []);
    for (const route of routes) {
      js.add(route.module);
      for (const file of route.imports ?? []) js.add(file);
      for (const file of route.css ?? []) css.add(file);
    }
    // A stylesheet imported with ?url (the site's own, linked by root.tsx so it can lead the
    // head) is not in the manifest's css lists; the chunk that links it names its address.
    for (const file of js) {
      for (const [href] of readFileSync(path.join(client, file), "utf8").matchAll(cssAddress)) {
        css.add(href.slice(1));
      }
    }
    const sum = (files: Set<string>) =>
      [...files].reduce((total, file) => total + gzipBytes(file), 0);
    const admin = routes.some((route) => route.id.startsWith("routes/admin/"));
    return {
      id: leaf.id,
      path: fullPath(routes),
      admin,
      jsKb: sum(js) / 1024,
      cssKb: sum(css) / 1024,
    };
  });
}

if (import.meta.main) {
  const floor = measureFloor();
  const rows = measureRoutes();
  const over = rows.filter(
    (row) => !row.admin && (row.jsKb - floor > budgets.jsOverFloorKb || row.cssKb > budgets.cssKb),
  );
  console.table(
    rows.map((row) => ({
      route: row.path,
      "JS kB gz": row.jsKb.toFixed(1),
      "over floor": (row.jsKb - floor).toFixed(3),
      "CSS kB gz": row.cssKb.toFixed(1),
      budget: row.admin ? "admin (not budgeted)" : over.includes(row) ? "OVER" : "ok",
    })),
  );
  console.log(
    `Floor (an empty React Router route in this build: entry, React, the router, the route list): ${floor.toFixed(1)} kB gzip.`,
  );
  console.log(
    `Budgets per public page: JS ≤ floor + ${budgets.jsOverFloorKb} kB gzip (${(floor + budgets.jsOverFloorKb).toFixed(1)} kB), CSS ≤ ${budgets.cssKb} kB gzip.`,
  );
  if (over.length) {
    console.error(`Over budget: ${over.map((row) => row.path).join(", ")}`);
    process.exit(1);
  }
}
