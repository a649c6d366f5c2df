import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adminChunkGuard } from "./scripts/admin-chunk-guard.ts";

// The server build carries its pure-JavaScript dependencies inside it instead of importing them
// from node_modules file by file: a start resolved some 4,400 modules one at a time (Better Auth
// and the query builders it brings, Drizzle, Zod, jose), over a second of a 3–4 s start-up
// (ADR 0136). Left outside: what loads files of its own beside its code (PGlite's WebAssembly,
// sharp's native binary, pino's worker), the pg driver's optional native part, and React, which
// must be the one copy react-router and React DOM use.
const serverExternals = [
  "@electric-sql/pglite",
  "sharp",
  "pino",
  "pg",
  "pg-native",
  "react",
  "react-dom",
  "react-router",
  "@react-router/node",
  "@react-router/express",
  "express",
  "compression",
];

export default defineConfig(({ command }) => ({
  // The Express app (API, auth, React Router handler) is the server build's entry, so
  // production runs one self-contained module graph with one database instance.
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./server/http/express-app.ts" } },
      ...(command === "build" && {
        resolve: { noExternal: true, external: serverExternals },
      }),
    },
  },
  // The client build is split as Vite and React Router split it: one chunk per route module, one
  // per dynamic import(), shared code where the graph puts it. adminChunkGuard checks the output.
  plugins: [tailwindcss(), reactRouter(), adminChunkGuard()],
}));
