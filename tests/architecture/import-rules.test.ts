import { describe, expect, it } from "vitest";
import { cycles, type Import, importsUnder } from "./import-graph.ts";

// The import rule of docs/architecture.md, checked on every import of app/ and server/:
// - server/ takes from app/ only the shared layer, app/lib/ (schemas, formats, the site's
//   identity), and domain code (server/<domain>/) never imports the HTTP layer or a route;
// - app/lib/ and app/content/ import nothing from server/, and app/lib/ nothing from the rest of
//   app/, so both sides can use it;
// - components import server code for its types only (the route's loader hands them the data);
// - there are no import cycles, type-only imports included.

const imports = importsUnder("app", "server");
const within = (file: string, ...folders: string[]) =>
  folders.some((folder) => file === folder || file.startsWith(`${folder}/`));
const show = (found: Import[]) => found.map((edge) => `${edge.from} -> ${edge.to}`);

describe("the import rule", () => {
  it("reads the imports of both roots", () => {
    expect(imports.length).toBeGreaterThan(300);
  });

  it("server code takes from app/ only the shared app/lib/", () => {
    const found = imports.filter(
      (edge) =>
        within(edge.from, "server") && within(edge.to, "app") && !within(edge.to, "app/lib"),
    );
    expect(show(found)).toEqual([]);
  });

  it("domain code never imports the HTTP layer or a route", () => {
    const domain = (file: string) =>
      within(file, "server") && !within(file, "server/http", "server/main.ts");
    const found = imports.filter(
      (edge) => domain(edge.from) && within(edge.to, "server/http", "app/routes", "app/root.tsx"),
    );
    expect(show(found)).toEqual([]);
  });

  it("app/lib/ and app/content/ stay usable on both sides", () => {
    const found = imports.filter(
      (edge) =>
        (within(edge.from, "app/lib") && !within(edge.to, "app/lib")) ||
        (within(edge.from, "app/content") && !within(edge.to, "app/content", "app/lib")),
    );
    expect(show(found)).toEqual([]);
  });

  it("components take only types from server code", () => {
    const found = imports.filter(
      (edge) =>
        within(edge.from, "app/components") &&
        ((within(edge.to, "server") && !edge.typeOnly) || within(edge.to, "app/routes")),
    );
    expect(show(found)).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(cycles(imports)).toEqual([]);
  });

  it("has no cycles through type-only imports either", () => {
    expect(cycles(imports, { types: true })).toEqual([]);
  });
});
