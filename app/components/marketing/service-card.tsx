import { useId } from "react";
import { Link } from "react-router";
import { ServiceIcon } from "#app/components/marketing/service-icon.tsx";
import { ArrowRightIcon } from "#app/components/ui/arrow-right-icon.tsx";
import type { ServiceSummary } from "#app/content/service-types.ts";

/**
 * A services-grid card: icon and title; hovering or focusing it reveals the description in an
 * overlay (spec section 4). The description stays in the accessibility tree as the link's
 * description; on touch screens, which cannot hover, it is shown inline instead.
 */
export function ServiceCard({
  service,
  to,
  index,
  showSummary = false,
}: {
  service: ServiceSummary;
  to: string;
  index: number;
  /** Also print the summary on the card face (the services overview page). */
  showSummary?: boolean;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Link
      to={to}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="service-card"
      className="group relative flex flex-col sm:min-h-[15rem] overflow-hidden rounded-3xl border border-line bg-white p-7 transition-[border-color,box-shadow] duration-300 hover:border-transparent hover:shadow-2xl hover:shadow-ink/10 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-strong"
    >
      <div className="flex items-start justify-between">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong">
          <ServiceIcon name={service.icon} className="size-7" />
        </span>
        <span className="text-sm font-bold tabular-nums text-ink/60">
          {String(index + 1).padStart(2, "0")}
        </span>
      </div>
      <h3 id={titleId} className="mt-auto pt-6 text-xl sm:pt-10 font-extrabold tracking-tight">
        {service.cardTitle}
      </h3>
      <p
        className={`mt-2 text-sm leading-relaxed text-ink/70 ${showSummary ? "block" : "hidden touch:block"}`}
        aria-hidden="true"
      >
        {service.summary}
      </p>
      <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-brand-strong">
        Learn more <ArrowRightIcon />
      </span>
      <div
        data-testid="service-card-overlay"
        className="pointer-events-none absolute inset-0 flex flex-col justify-between bg-ink p-7 text-white opacity-0 transition-all duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 touch:hidden motion-safe:translate-y-3 motion-safe:group-hover:translate-y-0 motion-safe:group-focus-visible:translate-y-0"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand text-ink">
          <ServiceIcon name={service.icon} className="size-7" />
        </span>
        <div>
          <p className="text-xl font-extrabold tracking-tight">{service.cardTitle}</p>
          <p id={descriptionId} className="mt-3 text-[0.9375rem] leading-relaxed text-white/80">
            {service.summary}
          </p>
          <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-bold text-brand">
            Explore the service <ArrowRightIcon />
          </span>
        </div>
      </div>
    </Link>
  );
}
