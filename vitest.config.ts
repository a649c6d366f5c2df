import { globSync, readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so tests never load the React Router build plugin.

/**
 * Integration tests run on the embedded database; a file runs on PostgreSQL as well when what it
 * proves depends on the database, and it says why in a line of its own at its top:
 * `// Both databases: <reason>.` (docs/testing.md).
 */
const onBothDatabases = readdirSync("tests/integration")
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => `tests/integration/${file}`)
  .filter((file) => /^\/\/ Both databases: \S/m.test(readFileSync(file, "utf8")));

const integration = (driver: "pglite" | "postgres") => ({
  test: {
    name: `integration-${driver}`,
    include: driver === "pglite" ? ["tests/integration/**/*.test.ts"] : onBothDatabases,
    globalSetup: ["tests/support/integration-global-setup.ts"],
    env: { TEST_DB: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own server process; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});

const unitFiles = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/support/**/*.test.ts",
  "tests/architecture/**/*.test.ts",
];

/**
 * Unit files share one module graph per worker (`isolate: false`): importing it afresh for every
 * file was two thirds of the layer's time. A file that replaces a module or the environment
 * (`vi.mock`, `vi.doMock`, `vi.stubEnv`, `vi.stubGlobal`) would leak that into the files after it,
 * so it runs isolated (project "unit-isolated"), decided by this rule and not a list.
 */
const replacesModules = globSync(unitFiles, { exclude: ["**/node_modules/**"] }).filter((file) =>
  /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(readFileSync(file, "utf8")),
);

const unit = (isolated: boolean) => ({
  test: {
    name: isolated ? "unit-isolated" : "unit",
    include: isolated ? replacesModules : unitFiles,
    exclude: isolated ? [] : ["**/node_modules/**", ...replacesModules],
    isolate: isolated,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});

export default defineConfig({
  test: {
    projects: [
      unit(false),
      unit(true),
      integration("pglite"),
      integration("postgres"),
      {
        // npm run test:resilience (run by .ci/run after npm test): the soak under load, slower
        // than the other layers, on the production build with a database of its own.
        test: {
          name: "resilience",
          include: ["tests/resilience/**/*.test.ts"],
          testTimeout: 180_000,
        },
      },
    ],
  },
});
