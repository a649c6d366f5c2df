import { GetInTouch } from "./get-in-touch.tsx";
import { LikeWhatYouSee } from "./like-what-you-see.tsx";
import { RecentWorkSection } from "./recent-work-section.tsx";
import { ServicesSection } from "./services-section.tsx";

/** The home page's sections after the hero, in the spec's order. */
export default function BelowTheFold() {
  return (
    <>
      <ServicesSection />
      <RecentWorkSection />
      <LikeWhatYouSee />
      <GetInTouch />
    </>
  );
}
