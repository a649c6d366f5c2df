import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { adminChunkGuard } from "./scripts/admin-chunk-guard.ts";
import { fontFacesApart } from "./scripts/build/font-faces-apart.ts";
import { staticImportClosure } from "./scripts/build/static-imports.ts";

// The site's own shared browser code (layout, UI, marketing pieces, content, helpers) would
// otherwise be split into a dozen chunks of about 1 kB each. Grouping them by the pages that use
// them (entriesAware), with small groups merged, keeps each page's bytes and cuts its requests:
// fewer round trips before the first paint on a slow mobile connection (ADR 0014).
// Left out of the group, by folder: admin code (app/components/admin/, which must never reach a
// visitor; adminChunkGuard fails the build if it does) and what pages load lazily or only on
// their own (the form kit, the account, enquiry and booking components, the form schemas), and
// by name the parts hydrated later, each a chunk of its own (lazyWhen, ADR 0092).
const notShared =
  /[\\/]components[\\/](admin|auth|forms|enquiry|booking)[\\/]|-schemas?\.ts|form-rules|nav-menu-panel|mobile-menu|signed-in-menu|toast-list|site-footer|below-the-fold|desktop-nav|service-page-more|services-grid|related-news|alert-dialog|ui[\\/]dialog/;
// Everything the root route needs at once (header, layout, error page): one chunk every page loads.
// With it the icons' frame (ui/icon-svg.tsx), which most pages and the side menu draw with: it
// came in with the menu's button until that became a part of its own (ADR 0142), and alone it was
// a request of its own on most pages, its few bytes outweighed by the import's.
const layoutModules = staticImportClosure(path.resolve("app/root.tsx")).add(
  path.resolve("app/components/ui/icon-svg.tsx"),
);
const isLayoutCode = (id: string) => layoutModules.has(id.replace(/\?.*$/, ""));

function isSharedSiteCode(id: string) {
  return /[\\/]app[\\/](components|content|lib)[\\/]/.test(id) && !notShared.test(id);
}

/**
 * Vite wraps each dynamic import() in a helper that first preloads the imported chunk's
 * dependencies (and CSS); with modulePreload off it preloads nothing, yet its 1.6 kB stays in the
 * layout every page loads (vitejs/vite#18551). This replaces it with a plain call: the lazily
 * loaded parts import little that is not loaded already, and the site has one stylesheet.
 */
function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    enforce: "pre",
    load(id) {
      if (id === "\0vite/preload-helper.js") {
        return "export const __vitePreload = (load) => load();";
      }
    },
  };
}

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
  // Lazily loaded parts (a menu's panel, the footer, sections further down) are small and import
  // little that is not loaded already: no preload helper in every page's code for them (ADR 0092).
  build: { modulePreload: false },
  // The Express app (API, auth, React Router handler) is the server build's entry, so
  // production runs one self-contained module graph with one database instance.
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./server/http/express-app.ts" } },
      ...(command === "build" && {
        resolve: { noExternal: true, external: serverExternals },
      }),
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React and the router: needed by every page, one file cached across them all.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 3,
                },
                { name: "layout", priority: 2, test: isLayoutCode },
                {
                  name: "site",
                  priority: 1,
                  test: isSharedSiteCode,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 0,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    plainDynamicImports(),
    adminChunkGuard(),
    fontFacesApart(),
  ],
}));
