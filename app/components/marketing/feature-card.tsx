import { useId } from "react";
import type { Feature } from "#app/content/service-types.ts";
import { Icon } from "./icon.tsx";

/**
 * A service page's feature card: the title shows, and hovering it (spec section 4) or focusing it
 * with the keyboard turns it dark and reveals the description. Screen readers read the
 * description in place; touch screens, which cannot hover, show it from the start.
 */
export function FeatureCard({ feature, index }: { feature: Feature; index: number }) {
  const titleId = useId();
  return (
    <article
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reveal the description.
      tabIndex={0}
      aria-labelledby={titleId}
      data-testid="feature-card"
      className="group flex min-h-[11rem] flex-col sm:min-h-[15rem] rounded-3xl bg-mist p-7 transition-colors duration-300 outline-none hover:bg-ink focus-visible:bg-ink focus-visible:ring-3 focus-visible:ring-brand focus-visible:ring-offset-4"
    >
      <div className="flex items-center justify-between">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-strong shadow-sm transition-colors group-hover:bg-brand group-hover:text-ink group-focus-visible:bg-brand group-focus-visible:text-ink">
          <Icon name={feature.icon} />
        </span>
        {/* A watermark number: drawn as generated content, being decoration rather than text. */}
        <span
          aria-hidden="true"
          data-number={String(index + 1).padStart(2, "0")}
          className="text-4xl font-extrabold tabular-nums text-ink/10 transition-colors before:content-[attr(data-number)] group-hover:text-white/15 group-focus-visible:text-white/15"
        />
      </div>
      <h3
        id={titleId}
        className="mt-auto pt-6 text-lg sm:pt-8 font-extrabold tracking-tight transition-colors group-hover:text-white group-focus-visible:text-white"
      >
        {feature.title}
      </h3>
      <p
        data-testid="feature-card-description"
        className="max-h-0 overflow-hidden text-[0.9375rem] leading-relaxed text-white/80 opacity-0 transition-all duration-300 group-hover:mt-2 group-hover:max-h-48 group-hover:opacity-100 group-focus-visible:mt-2 group-focus-visible:max-h-48 group-focus-visible:opacity-100 touch:mt-2 touch:max-h-none touch:text-ink/70 touch:opacity-100"
      >
        {feature.description}
      </p>
    </article>
  );
}
