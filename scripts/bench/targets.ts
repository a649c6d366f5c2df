// What `npm run bench` loads. Each feature adds its pages here; paths may depend on seeded data,
// so a target can compute its path from the running server.

export type BenchTarget = {
  name: string;
  /** A fixed path, or a function that finds one on the running server. */
  path: string | ((baseUrl: string) => Promise<string>);
  /** The status every answer should have; others count as errors. Defaults to 200. */
  status?: number;
  /** Also report the page's weight in a browser before any interaction (bytes and requests). */
  weight?: boolean;
};

async function firstAsset(baseUrl: string, pattern: RegExp) {
  const html = await (await fetch(baseUrl)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no asset matching ${pattern} on the home page`);
  return match[0];
}

/** The baseline: a hashed static file served by the same server. */
export const staticTarget: BenchTarget = {
  name: "static asset (baseline)",
  path: (baseUrl) => firstAsset(baseUrl, /\/assets\/[\w.-]+\.css/),
};

/** The newest article, found through the public REST API. */
export async function firstArticle(baseUrl: string) {
  const [article] = await (await fetch(`${baseUrl}/api/allNews?limit=1`)).json();
  if (!article) throw new Error("no published news to benchmark; did the seed run?");
  // Its readable address: the id would measure the redirect to it (ADR 0105).
  return `/news/${article.slug}`;
}

export const pageTargets: BenchTarget[] = [
  { name: "home /", path: "/" },
  // Marketing site
  { name: "service page /web-development", path: "/web-development" },
  { name: "services overview /services", path: "/services" },
  { name: "work /work", path: "/work" },
  { name: "about /about", path: "/about" },
  { name: "contact /contact", path: "/contact" },
  { name: "privacy /privacy", path: "/privacy" },
  { name: "redirect /support-maintenance", path: "/support-maintenance", status: 308 },
  // Community news
  { name: "news category /community-news", path: "/community-news" },
  { name: "news article /news/:id", path: firstArticle },
  { name: "not found", path: "/no-such-page", status: 404 },
  { name: "healthz", path: "/healthz" },
  // Accounts
  { name: "login /login", path: "/login" },
  { name: "sign-up /signUp", path: "/signUp" },
  { name: "admin, signed out /dashbord", path: "/dashbord", status: 302 },
  // Community videos: facades only, so the weight before play should stay close to the images'.
  { name: "videos /videos", path: "/videos", weight: true },
  // Enquiries and bookings
  { name: "enquiry form /enquiry", path: "/enquiry" },
  { name: "booking form /book", path: "/book" },
];
