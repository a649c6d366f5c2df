import { LegalPage } from "#app/components/marketing/legal-page.tsx";
import { terms } from "#app/content/legal/terms.ts";
import { fillSiteDetails } from "#app/content/site-placeholders.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import type { Route } from "./+types/terms";

export default function Terms() {
  return <LegalPage document={terms} />;
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle(terms.title),
    description: fillSiteDetails(terms.description),
    path: "/terms",
  });
}
