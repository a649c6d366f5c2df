import { home } from "#app/content/home.ts";
import { homeCardPath, homeServices } from "#app/content/services.ts";
import { SectionHeading } from "../section-heading.tsx";
import { ServiceCard } from "../service-card.tsx";

/** Section 2: the nine service cards, in the spec's order, linking where the spec says. */
export function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="scroll-mt-24 bg-white py-20 sm:py-28"
    >
      <div className="site-container">
        <SectionHeading
          id="services-heading"
          kicker={home.services.eyebrow}
          title={home.services.heading}
          intro={home.services.lead}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 md:grid-cols-3">
          {homeServices().map((service, index) => (
            <li key={service.slug} className="grid">
              <ServiceCard service={service} to={homeCardPath(service.slug)} index={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
