import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Server-only code must never reach the browser: loaders and actions import it, and the build
// removes them from client bundles. These markers only occur in server-side libraries.
const serverMarkers = [
  /drizzle-orm/,
  /PGlite/,
  /nodemailer/,
  /betterAuth\(/,
  /AUTH_SECRET/,
  /pg_trgm/,
];

describe("the browser bundle", () => {
  it("contains no server-only module", () => {
    const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const source = readFileSync(path.join(assets, file), "utf8");
      for (const marker of serverMarkers) {
        expect(marker.test(source), `${file} contains ${marker}`).toBe(false);
      }
    }
  });
});
