import { Link } from "react-router";
import { DiscussProjectBand } from "#app/components/marketing/discuss-project-band.tsx";
import { FeatureCard } from "#app/components/marketing/feature-card.tsx";
import { Icon } from "#app/components/marketing/icon.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { SectionHeading } from "#app/components/marketing/section-heading.tsx";
import { ServiceHeroArt } from "#app/components/marketing/service-hero-art.tsx";
import {
  container,
  lead,
  primaryButton,
  sectionTitle,
} from "#app/components/marketing/ui-classes.ts";
import { WhyWorkWithUs } from "#app/components/marketing/why-work-with-us.tsx";
import { findServicePage } from "#app/content/service-details.ts";
import { servicePath, services } from "#app/content/services.ts";
import { notFound } from "#app/lib/not-found.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site.ts";
import type { Route } from "./+types/service-page";

// One module for all nine service pages: routes.ts mounts it at each service's path with its own
// id, and the content for the path comes from app/content/services.ts.

// `url` is React Router's normalized URL: request.url ends in ".data" on client navigations.
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/+|\/+$/g, "");
  const service = findServicePage(slug);
  if (!service) throw notFound();
  return { service };
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const others = services.filter((other) => other.slug !== service.slug);
  return (
    <>
      <PageHero
        kicker={service.navLabel}
        crumbs={[
          { label: "Home", to: "/" },
          { label: "What we do", to: "/services" },
          { label: service.navLabel },
        ]}
        title={
          <>
            YOUR NEXT <span className="text-brand">{service.heroWord}</span> PARTNER
          </>
        }
        lead={service.summary}
        aside={<ServiceHeroArt service={service} />}
      >
        <Link to="/contact" className={primaryButton}>
          Discuss your project today
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </PageHero>

      <section
        aria-labelledby="intro-heading"
        className={`${container} grid gap-10 py-20 sm:py-24 lg:grid-cols-12`}
      >
        <h2 id="intro-heading" className={`${sectionTitle} lg:col-span-5`}>
          {service.intro.heading}
        </h2>
        <div className="grid gap-5 lg:col-span-7">
          {service.intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className={lead}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <DiscussProjectBand />

      <section aria-labelledby="features-heading" className={`${container} py-20 sm:py-24`}>
        <SectionHeading id="features-heading" kicker="What you get" title="How we can help" />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {service.features.map((feature, index) => (
            <li key={feature.title} className="grid">
              <FeatureCard feature={feature} index={index} />
            </li>
          ))}
        </ul>
      </section>

      <WhyWorkWithUs content={service.whyWorkWithUs} />

      <nav aria-labelledby="other-services-heading" className={`${container} py-20`}>
        <h2 id="other-services-heading" className="text-xl font-extrabold tracking-tight">
          Explore our other services
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={servicePath(other.slug)}
                className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2.5 text-sm font-semibold transition-colors hover:border-ink/40 hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong"
              >
                <Icon name={other.icon} className="size-4 text-brand-strong" />
                {other.navLabel}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  const service = args.loaderData?.service;
  if (!service) return [{ title: "404 - Page Not Found" }];
  return seoMeta(args, {
    title: pageTitle(`${service.navLabel} in Birmingham`),
    description: service.summary,
    path: servicePath(service.slug),
  });
}
