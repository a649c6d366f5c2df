import type { Config } from "@react-router/dev/config";

export default {
  // Every page is server-rendered: crawlers and social-card scrapers run no JavaScript.
  ssr: true,
} satisfies Config;
