import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/marketing/breadcrumbs.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { ServiceHeroArt } from "#app/components/marketing/service-hero-art.tsx";
import ServicePageMore from "#app/components/marketing/service-page-more.tsx";
import { lead, primaryButton, sectionTitle } from "#app/components/marketing/ui-classes.ts";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import { findServicePage } from "#app/content/service-details.ts";
import { servicePath } from "#app/content/service-nav.ts";
import { statusMeta, statusPageFor } from "#app/content/status-page.ts";
import { notFound } from "#app/lib/not-found.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
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
  return (
    <>
      <PageHero
        kicker={service.navLabel}
        crumbs={
          <Breadcrumbs
            crumbs={[
              { label: "Home", to: "/" },
              { label: "What we do", to: "/services" },
              { label: service.navLabel },
            ]}
          />
        }
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
          <UiIcon name="arrow-right" className="size-4" />
        </Link>
      </PageHero>

      <section
        aria-labelledby="intro-heading"
        className="site-container grid gap-10 py-20 sm:py-24 lg:grid-cols-12"
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

      <ServicePageMore service={service} />
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  const service = args.loaderData?.service;
  if (!service) return statusMeta(statusPageFor(args.error));
  return seoMeta(args, {
    title: pageTitle(`${service.navLabel} in Birmingham`),
    description: service.summary,
    path: servicePath(service.slug),
  });
}
