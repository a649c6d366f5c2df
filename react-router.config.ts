import type { Config } from "@react-router/dev/config";

export default {
  // Every page is server-rendered: crawlers and social-card scrapers run no JavaScript.
  ssr: true,
  // Every route is known from the first page (one cached 3.8 kB gzip script), so there is no
  // /__manifest endpoint for a stranger to make match hundreds of made-up paths (ADR 0158).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
