import AboutMore from "#app/components/marketing/about-more.tsx";
import { Breadcrumbs } from "#app/components/marketing/breadcrumbs.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { lead, sectionTitle } from "#app/components/marketing/ui-classes.ts";
import { about } from "#app/content/about.ts";
import { fillSiteDetails } from "#app/content/site-placeholders.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import type { Route } from "./+types/about";

export default function About() {
  return (
    <>
      <PageHero
        kicker={about.hero.kicker}
        title={about.hero.heading}
        lead={about.hero.lead}
        crumbs={<Breadcrumbs crumbs={[{ label: "Home", to: "/" }, { label: "About us" }]} />}
      />

      <section
        aria-labelledby="story-heading"
        className="site-container grid gap-10 py-20 sm:py-24 lg:grid-cols-12"
      >
        <h2 id="story-heading" className={`${sectionTitle} lg:col-span-5`}>
          {about.story.heading}
        </h2>
        <div className="grid gap-5 lg:col-span-7">
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph} className={lead}>
              {fillSiteDetails(paragraph)}
            </p>
          ))}
        </div>
      </section>

      <AboutMore />
      <div className="h-16" />
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle(about.title),
    description: fillSiteDetails(about.description),
    path: "/about",
  });
}
