import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A query parameter a route reads but does not declare in its handle is invisible to anonymous
// visitors (their pages are rendered from the canonical URL: server/cache/cache-key.ts). This
// reads every route module and compares what it reads with what it declares.

const routesDir = path.resolve(import.meta.dirname, "../routes");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : routeFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });
}

/** A string literal, or a constant of this file holding one. */
function resolve(source: string, argument: string) {
  const literal = argument.match(/^["'](.+)["']$/);
  if (literal) return literal[1]!;
  const constant = source.match(new RegExp(`const ${argument} = ["'](.+?)["']`));
  if (!constant) throw new Error(`cannot resolve ${argument}`);
  return constant[1]!;
}

function readParams(source: string) {
  // searchParams itself, or a constant holding it (`const search = url.searchParams;`).
  const aliases = [...source.matchAll(/const (\w+) = [^;\n]*\.searchParams;/g)].map((m) => m[1]);
  const names = ["searchParams", ...aliases].join("|");
  const reads = source.matchAll(
    new RegExp(`\\b(?:${names})\\.(?:get|getAll|has)\\(\\s*([^),]+)\\s*\\)`, "g"),
  );
  return new Set([...reads].map((match) => resolve(source, match[1]!.trim())));
}

function declaredParams(source: string) {
  const handle = source.match(/export const handle: PageQueryHandle = \{\s*query: \[([^\]]*)\]/);
  if (!handle) return new Set<string>();
  const names = handle[1]!.split(",").map((name) => name.trim());
  return new Set(names.filter(Boolean).map((name) => resolve(source, name)));
}

describe("query parameters of route modules", () => {
  const files = routeFiles(routesDir);

  it("finds the route modules", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [path.relative(routesDir, file), file]))(
    "%s declares exactly the parameters it reads",
    (_name, file) => {
      const source = readFileSync(file, "utf8");
      expect([...declaredParams(source)].sort()).toEqual([...readParams(source)].sort());
    },
  );
});
