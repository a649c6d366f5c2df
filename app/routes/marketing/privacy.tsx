import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { privacy } from "#app/content/legal/privacy.ts";
import { fillSiteDetails } from "#app/content/site-placeholders.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { getConfig } from "#server/config.ts";
import type { Route } from "./+types/privacy";

// The notice states how long enquiries and bookings are kept: the period the daily job applies.
export function loader() {
  return { retentionMonths: String(getConfig().INBOX_RETENTION_MONTHS) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={privacy} details={loaderData} />;
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle(privacy.title),
    description: fillSiteDetails(privacy.description),
    path: "/privacy",
  });
}
