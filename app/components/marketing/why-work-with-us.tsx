import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import { statistics } from "#app/content/claims.ts";
import type { Service } from "#app/content/service-types.ts";
import { StatsGrid } from "./stats-grid.tsx";

/** A service page's why-work-with-us block: the reasons beside the agency's numbers. */
export function WhyWorkWithUs({ content }: { content: Service["whyWorkWithUs"] }) {
  return (
    <section aria-labelledby="why-heading" className="bg-ink py-20 text-white sm:py-24">
      <div className="site-container grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="eyebrow text-brand">Why work with us</p>
          <h2
            id="why-heading"
            className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {content.heading}
          </h2>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-white/75">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 grid gap-4">
            {content.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-ink">
                  <UiIcon name="check" className="size-4" />
                </span>
                <span className="pt-0.5 text-white/90">{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <StatsGrid stats={statistics} tone="dark" />
      </div>
    </section>
  );
}
