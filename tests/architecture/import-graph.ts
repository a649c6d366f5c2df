import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The project's own imports, read from the source text: who imports whom, and whether an import
// brings only types (which vanish when TypeScript is stripped, so they cannot run or cycle).

export type Import = { from: string; to: string; typeOnly: boolean };

export const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const statement =
  /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith("#app/")) return path.join(root, "app", specifier.slice(5));
  if (specifier.startsWith("#server/")) return path.join(root, "server", specifier.slice(8));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null; // a package or a Node built-in
}

/** Whether every name in `{ type A, type B }` is a type (or the clause is `type {...}`). */
function onlyTypes(keywordType: string | undefined, clause: string) {
  if (keywordType) return true;
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1]!
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
}

/** Every import between the repository's own files under the given folders (as relative paths). */
export function importsUnder(...folders: string[]): Import[] {
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  return files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(statement)].flatMap((match) => {
      const specifier = match[4] ?? match[5]!;
      const target = resolve(file, specifier.split("?")[0]!);
      if (!target) return [];
      return [
        {
          from: path.relative(root, file),
          to: path.relative(root, target),
          typeOnly: match[5] ? false : onlyTypes(match[2], match[3]!.trim()),
        },
      ];
    });
  });
}

/**
 * The import cycles, each as the list of files around it: among runtime imports, or with
 * `types` among every import, type-only ones included.
 */
export function cycles(imports: Import[], { types = false } = {}): string[][] {
  const edges = new Map<string, string[]>();
  for (const edge of imports.filter((edge) => types || !edge.typeOnly)) {
    edges.set(edge.from, [...(edges.get(edge.from) ?? []), edge.to]);
  }
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push(trail.slice(at));
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of edges.keys()) visit(file, []);
  return found;
}
