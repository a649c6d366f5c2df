import { about } from "#app/content/about.ts";
import { claims, statistics } from "#app/content/claims.ts";
import { reasons } from "#app/content/reasons.ts";
import { team } from "#app/content/team.ts";
import { DiscussProjectBand } from "./discuss-project-band.tsx";
import { Icon } from "./icon.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { StatsGrid } from "./stats-grid.tsx";
import { TeamCard } from "./team-card.tsx";

/** The about page after its story: six reasons, the numbers, the team. A chunk of its own. */
export default function AboutMore() {
  const numbers = [claims.experience, claims.platformSales, ...statistics];
  return (
    <>
      <section aria-labelledby="reasons-heading" className="bg-mist py-20 sm:py-24">
        <div className="site-container">
          <SectionHeading
            id="reasons-heading"
            kicker="Why choose us"
            title={about.reasonsHeading}
          />
          <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-3xl bg-white p-7 ring-1 ring-line">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong">
                  <Icon name={reason.icon} />
                </span>
                <h3 className="mt-6 text-lg font-extrabold tracking-tight">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-ink/70">{reason.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="numbers-heading" className="bg-ink py-20 text-white sm:py-24">
        <div className="site-container">
          <SectionHeading
            id="numbers-heading"
            kicker="In numbers"
            title={about.numbersHeading}
            tone="dark"
          />
          <div className="mt-12">
            <StatsGrid stats={numbers} tone="dark" columns={3} />
          </div>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="site-container py-20 sm:py-24">
        <SectionHeading
          id="team-heading"
          kicker="The people"
          title={about.teamHeading}
          intro={about.teamLead}
        />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} className="grid">
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </section>

      <DiscussProjectBand heading="Let's build something together" />
    </>
  );
}
