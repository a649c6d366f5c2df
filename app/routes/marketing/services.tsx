import { DiscussProjectBand } from "#app/components/marketing/discuss-project-band.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { ServiceCard } from "#app/components/marketing/service-card.tsx";
import { container } from "#app/components/marketing/ui-classes.ts";
import { servicePath, services } from "#app/content/services.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site.ts";
import type { Route } from "./+types/services";

// 'What We Do' (footer link): every service on one page, in the menu's order.
export default function Services() {
  return (
    <>
      <PageHero
        kicker="What we do"
        title="Web, app and software services under one roof"
        lead="From a first website to complex platforms, we design, build, market and look after digital products for businesses across the UK and beyond."
        crumbs={[{ label: "Home", to: "/" }, { label: "What we do" }]}
      />
      <section aria-label="Our services" className={`${container} py-20 sm:py-24`}>
        <ul className="grid gap-5 sm:grid-cols-2 md:grid-cols-3">
          {services.map((service, index) => (
            <li key={service.slug} className="grid">
              <ServiceCard
                service={service}
                to={servicePath(service.slug)}
                index={index}
                showSummary
              />
            </li>
          ))}
        </ul>
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
      "Ecommerce, web development, web design, mobile apps, maintenance and support, desktop software, graphics, UX/UI design and digital marketing from Birmingham.",
    path: "/services",
  });
}
