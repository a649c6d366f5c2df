import { useEffect, useRef } from "react";
import { Form, useSearchParams } from "react-router";
import { Breadcrumbs } from "#app/components/marketing/breadcrumbs.tsx";
import { CaseStudyCard } from "#app/components/marketing/case-study-card.tsx";
import { DiscussProjectBand } from "#app/components/marketing/discuss-project-band.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { darkButton, lead } from "#app/components/marketing/ui-classes.ts";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import { type CaseStudy, caseStudies } from "#app/content/portfolio.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { site } from "#app/lib/site.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import type { Route } from "./+types/work";

// The case studies stay hidden until 'Request to View Projects' is pressed (spec section 4). The
// button submits a GET form, so it works before hydration too, and once revealed the cards stay.
const REVEAL_PARAM = "projects";

export const handle: PageQueryHandle = { query: [REVEAL_PARAM] };

export default function Work() {
  const [searchParams] = useSearchParams();
  const revealed = searchParams.get(REVEAL_PARAM) === "shown";
  const listRef = useRef<HTMLUListElement>(null);
  const wasRevealed = useRef(revealed);
  useEffect(() => {
    // The pressed button disappears; move focus to what it revealed instead of losing it.
    if (revealed && !wasRevealed.current) listRef.current?.focus();
    wasRevealed.current = revealed;
  }, [revealed]);
  return (
    <>
      <PageHero
        kicker="Our projects"
        title="Work we're proud to put our name to"
        lead="Websites, platforms and apps for retailers, property firms, restaurants and community media, designed, built and supported by our Birmingham team."
        crumbs={<Breadcrumbs crumbs={[{ label: "Home", to: "/" }, { label: "Our work" }]} />}
      />
      <section aria-labelledby="case-studies-heading" className="site-container py-20 sm:py-24">
        <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h2
              id="case-studies-heading"
              className="text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              Case studies
            </h2>
            <p className={`${lead} mt-4`}>
              Some of our client work is shared on request, so we show it with our clients'
              blessing. Press the button to see a selection of live projects.
            </p>
          </div>
          {revealed ? null : (
            <Form method="get" preventScrollReset replace>
              <button type="submit" name={REVEAL_PARAM} value="shown" className={darkButton}>
                Request to View Projects
                <UiIcon name="arrow-right" className="size-4" />
              </button>
            </Form>
          )}
        </div>
        {revealed ? (
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label="Case studies"
            className="mt-14 outline-none grid gap-8 md:grid-cols-2 lg:grid-cols-3"
          >
            {caseStudies.map((study) => (
              <li key={study.title} className="grid">
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ul>
        ) : (
          <ul
            aria-label="Projects shown on request"
            className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-3"
          >
            {caseStudies.map((study) => (
              <LockedProject key={study.title} study={study} />
            ))}
          </ul>
        )}
      </section>
      <DiscussProjectBand heading="Want results like these?" />
      <div className="h-16" />
    </>
  );
}

/**
 * A case study before the visitor asks to see it: its name and the work we did, the picture
 * blurred behind a padlock. It reads as a project kept private, not as a page still loading.
 */
function LockedProject({ study }: { study: CaseStudy }) {
  return (
    <li
      data-testid="locked-project"
      className="overflow-hidden rounded-3xl bg-white ring-1 ring-line"
    >
      <div className="relative overflow-hidden">
        <img
          src={study.imageSrc}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          className="aspect-[3/2] w-full scale-110 object-cover opacity-70 blur-md"
        />
        <span className="absolute inset-0 m-auto inline-flex size-14 items-center justify-center rounded-full bg-ink text-white shadow-xl">
          <UiIcon name="lock" />
        </span>
      </div>
      <div className="p-7">
        <p className="text-xs font-bold tracking-[0.16em] text-brand-strong">{study.services}</p>
        <h3 className="mt-3 text-2xl font-extrabold tracking-tight">{study.title}</h3>
        <p className="mt-2 text-sm font-semibold text-ink/60">Shown on request</p>
      </div>
    </li>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle("Our Work"),
    description: `Case studies from ${site.name}: a property platform, a community TV news and video platform and a restaurant ordering site.`,
    path: "/work",
    image: "/images/og-default.png",
  });
}
