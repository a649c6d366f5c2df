import { Breadcrumbs } from "#app/components/marketing/breadcrumbs.tsx";
import { DiscussProjectBand } from "#app/components/marketing/discuss-project-band.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import ServicesGrid from "#app/components/marketing/services-grid.tsx";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import type { Route } from "./+types/services";

// 'What We Do' (footer link): every service on one page, in the menu's order.
export default function Services() {
  return (
    <>
      <PageHero
        kicker="What we do"
        title="Web, app and software services under one roof"
        lead="From a first website to complex platforms, we design, build, market and look after digital products for businesses across the UK and beyond."
        crumbs={<Breadcrumbs crumbs={[{ label: "Home", to: "/" }, { label: "What we do" }]} />}
      />
      <section aria-label="Our services" className="site-container py-20 sm:py-24">
        <ServicesGrid />
      </section>
      <DiscussProjectBand />
      <div className="h-16" />
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle("What We Do"),
    description:
      "Ecommerce, web development, web design, mobile apps, maintenance and support, desktop software, graphics, UX and UI design and digital marketing from Birmingham.",
    path: "/services",
  });
}
