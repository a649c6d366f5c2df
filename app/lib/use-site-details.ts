import { useRouteLoaderData } from "react-router";
import { type SiteDetails, samples } from "./site.ts";

// The business's details as the root loader read them (set on /settings), for components and
// for meta functions; the samples where the root has no data (an error page before it loaded).

type MatchLike = { id: string; loaderData?: unknown } | undefined;

const detailsOf = (data: unknown): SiteDetails =>
  data && typeof data === "object" && "business" in data ? (data.business as SiteDetails) : samples;

export function useSiteDetails(): SiteDetails {
  return detailsOf(useRouteLoaderData("root"));
}

export function siteDetailsFrom(matches: ReadonlyArray<MatchLike>): SiteDetails {
  return detailsOf(matches.find((match) => match?.id === "root")?.loaderData);
}
