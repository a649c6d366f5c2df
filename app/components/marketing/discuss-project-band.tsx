import { Link } from "react-router";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import { darkButton } from "./ui-classes.ts";

/** The service pages' call to action: 'Discuss your project today', to /contact. */
export function DiscussProjectBand({
  heading = "Have a project in mind?",
  text = "Tell us what you need and we will come back with ideas, a realistic timeline and a free, no-obligation quotation.",
}: {
  heading?: string;
  text?: string;
}) {
  return (
    <section aria-labelledby="discuss-heading" className="site-container py-8">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand px-7 py-12 sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12">
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-32 -z-10 size-96 rounded-full border-[3rem] border-white/15"
        />
        <div className="max-w-2xl">
          <h2
            id="discuss-heading"
            className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink/85">{text}</p>
        </div>
        <Link to="/contact" className={`${darkButton} mt-8 shrink-0 lg:mt-0`}>
          Discuss your project today
          <UiIcon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

export default DiscussProjectBand;
