import BelowTheFold from "#app/components/marketing/home/below-the-fold.tsx";
import { HomeHero } from "#app/components/marketing/home/home-hero.tsx";
import { home } from "#app/content/home.ts";
import { seoMeta, siteOrigin } from "#app/lib/seo-meta.ts";
import { addressOneLine, site } from "#app/lib/site.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { siteDetailsFrom } from "#app/lib/use-site-details.ts";
import type { Route } from "./+types/home";

// The home page: five sections in the spec's order.

export default function Home() {
  return (
    <>
      <HomeHero />
      <BelowTheFold />
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  const origin = siteOrigin(args.matches);
  const details = siteDetailsFrom(args.matches);
  return [
    ...seoMeta(args, { title: pageTitle(home.title), description: home.description, path: "/" }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ProfessionalService",
        name: site.name,
        slogan: site.tagline,
        legalName: details.legalName,
        email: details.email,
        telephone: details.phones.map((phone) => phone.e164),
        address: addressOneLine(details),
        url: origin ? `${origin}/` : undefined,
      },
    },
  ];
}
