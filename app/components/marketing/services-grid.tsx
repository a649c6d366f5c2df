import { ServiceCard } from "#app/components/marketing/service-card.tsx";
import { servicePath } from "#app/content/service-nav.ts";
import { services } from "#app/content/services.ts";

/**
 * Every service's card, in the menu's order (the services overview). The cards are links whose
 * descriptions show on hover by CSS.
 */
export default function ServicesGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 md:grid-cols-3">
      {services.map((service, index) => (
        <li key={service.slug} className="grid">
          <ServiceCard service={service} to={servicePath(service.slug)} index={index} showSummary />
        </li>
      ))}
    </ul>
  );
}
