import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The Express app (API, auth, React Router handler) is the server build's entry, so
  // production runs one self-contained module graph with one database instance.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/http/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
