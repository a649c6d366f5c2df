import { GetInTouch } from "#app/components/marketing/home/get-in-touch.tsx";
import { HomeHero } from "#app/components/marketing/home/home-hero.tsx";
import { LikeWhatYouSee } from "#app/components/marketing/home/like-what-you-see.tsx";
import { RecentWorkSection } from "#app/components/marketing/home/recent-work-section.tsx";
import { ServicesSection } from "#app/components/marketing/home/services-section.tsx";
import { home } from "#app/content/home.ts";
import { seoMeta, siteOrigin } from "#app/lib/seo-meta.ts";
import { addressOneLine, pageTitle, site } from "#app/lib/site.ts";
import type { Route } from "./+types/home";

// The home page: five sections in the spec's order.
export default function Home() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <RecentWorkSection />
      <LikeWhatYouSee />
      <GetInTouch />
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  const origin = siteOrigin(args.matches);
  return [
    ...seoMeta(args, { title: pageTitle(home.title), description: home.description, path: "/" }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ProfessionalService",
        name: site.name,
        slogan: site.tagline,
        email: site.email,
        telephone: site.phones.map((phone) => phone.e164),
        address: addressOneLine(),
        url: origin ? `${origin}/` : undefined,
      },
    },
  ];
}
