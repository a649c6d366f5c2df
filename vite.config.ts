import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adminChunkGuard } from "./scripts/admin-chunk-guard.ts";

// The site's own shared browser code (layout, UI, marketing pieces, content, helpers) would
// otherwise be split into a dozen chunks of about 1 kB each. Grouping them by the pages that use
// them (entriesAware), with small groups merged, keeps each page's bytes and cuts its requests:
// fewer round trips before the first paint on a slow mobile connection (ADR 0014).
// Left out of the group, by folder: admin code (app/components/admin/, which must never reach a
// visitor; adminChunkGuard fails the build if it does) and what pages load lazily or only on
// their own (the form kit, the account, enquiry and booking components, the form schemas).
const notShared =
  /[\\/]components[\\/](admin|auth|forms|enquiry|booking)[\\/]|-schemas?\.ts|form-rules/;
function isSharedSiteCode(id: string) {
  return /[\\/]app[\\/](components|content|lib)[\\/]/.test(id) && !notShared.test(id);
}

export default defineConfig({
  // The Express app (API, auth, React Router handler) is the server build's entry, so
  // production runs one self-contained module graph with one database instance.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/http/app.ts" } } },
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
                  priority: 2,
                },
                {
                  name: "site",
                  priority: 1,
                  test: isSharedSiteCode,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 2000,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), adminChunkGuard()],
});
