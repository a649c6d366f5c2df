import { Link } from "react-router";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import { home } from "#app/content/home.ts";
import { recentWork } from "#app/content/portfolio.ts";
import { RecentWorkCard } from "../recent-work-card.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { secondaryButton } from "../ui-classes.ts";

/** Section 3: 'Recent Work', two static cards. */
export function RecentWorkSection() {
  return (
    <section aria-labelledby="recent-work-heading" className="bg-mist py-20 sm:py-28">
      <div className="site-container">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="recent-work-heading"
            kicker={home.recentWork.eyebrow}
            title={home.recentWork.heading}
            intro={home.recentWork.lead}
          />
          <Link to="/work" className={secondaryButton}>
            {home.recentWork.more}
            <UiIcon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <div className="mt-14 grid gap-8 md:grid-cols-2">
          {recentWork.map((item) => (
            <RecentWorkCard key={item.title} item={item} />
          ))}
        </div>
      </div>
    </section>
  );
}
