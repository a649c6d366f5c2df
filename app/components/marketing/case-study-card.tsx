import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import type { CaseStudy } from "#app/content/portfolio.ts";

/** A case study on the Work page, with its external 'View Project' link (new tab). */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article
      data-testid="case-study-card"
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-line"
    >
      <img
        src={study.imageSrc}
        alt={study.imageAlt}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full bg-mist object-cover"
      />
      <div className="flex flex-1 flex-col p-7">
        <p className="text-xs font-bold tracking-[0.16em] text-brand-strong">{study.services}</p>
        <h3 className="mt-3 text-2xl font-extrabold tracking-tight">{study.title}</h3>
        <p className="mt-1 text-sm font-semibold text-ink/60">{study.client}</p>
        <p className="mt-4 leading-relaxed text-ink/70">{study.description}</p>
        <ul className="mt-5 grid gap-2 text-sm">
          {study.results.map((result) => (
            <li key={result} className="flex gap-2">
              <UiIcon name="check" className="mt-0.5 size-4 shrink-0 text-brand-strong" />
              {result}
            </li>
          ))}
        </ul>
        <a
          href={study.projectUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-full pt-7 text-sm font-bold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-strong"
        >
          View Project
          <span className="sr-only">: {study.title} (opens in a new tab)</span>
          <UiIcon name="arrow-up-right" className="size-4" />
        </a>
      </div>
    </article>
  );
}

export default CaseStudyCard;
