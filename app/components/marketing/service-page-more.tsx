import { Link } from "react-router";
import { ServiceIcon } from "#app/components/marketing/service-icon.tsx";
import { servicePath } from "#app/content/service-nav.ts";
import type { Service } from "#app/content/service-types.ts";
import { services } from "#app/content/services.ts";
import { DiscussProjectBand } from "./discuss-project-band.tsx";
import { FeatureCard } from "./feature-card.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { WhyWorkWithUs } from "./why-work-with-us.tsx";

/**
 * A service page below its introduction: the call to discuss a project, the six features, why
 * work with us, and the other services. A chunk of its own (service-page.tsx).
 */
export default function ServicePageMore({ service }: { service: Service }) {
  const others = services.filter((other) => other.slug !== service.slug);
  return (
    <>
      <DiscussProjectBand />

      <section aria-labelledby="features-heading" className="site-container py-20 sm:py-24">
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

      <nav aria-labelledby="other-services-heading" className="site-container py-20">
        <h2 id="other-services-heading" className="text-xl font-extrabold tracking-tight">
          Explore our other services
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={servicePath(other.slug)}
                className="tap-target gap-2 rounded-full border border-line px-4 py-2.5 text-sm font-semibold transition-colors hover:border-ink/40 hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong"
              >
                <ServiceIcon name={other.icon} className="size-4 text-brand-strong" />
                {other.navLabel}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
