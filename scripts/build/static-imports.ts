import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// The app's own modules a module needs at once: its static imports, followed through the
// app (not into node_modules), types and dynamic import() left out. vite.config.ts puts the root
// route's set in one chunk, the layout every page loads (ADR 0092).

const importPattern =
  /^\s*import\s+(?!type\s)(?:[\s\S]*?\s+from\s+)?["']([^"']+)["']|^\s*export\s+(?!type\s)[^;]*?\s+from\s+["']([^"']+)["']/gm;

function resolve(specifier: string, from: string, appRoot: string) {
  const base = specifier.startsWith("#app/")
    ? path.join(appRoot, specifier.slice("#app/".length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const file = base.replace(/\?.*$/, "");
  return existsSync(file) ? file : null;
}

/** Absolute paths of `entry` and every app module it statically imports, directly or not. */
export function staticImportClosure(entry: string, appRoot = path.dirname(entry)) {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
      const target = resolve((match[1] ?? match[2])!, file, appRoot);
      if (target) visit(target);
    }
  };
  visit(entry);
  return found;
}
