import { Link } from "react-router";
import { home } from "#app/content/home.ts";

/** Section 4: the call to action with the pulsing button (2 s, scale 1 to 1.1) to /contact. */
export function LikeWhatYouSee() {
  return (
    <section
      aria-labelledby="cta-heading"
      className="relative isolate overflow-hidden bg-ink py-20 text-white sm:py-28"
    >
      <div
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -z-10 size-[48rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(circle,rgba(255,90,31,0.28),transparent_60%)]"
      />
      <div className="site-container text-center">
        <h2
          id="cta-heading"
          className="text-[clamp(2.5rem,7vw,5.5rem)] leading-none font-extrabold tracking-tight"
        >
          {home.cta.heading}
        </h2>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-white/75 sm:text-xl">
          {home.cta.text}
        </p>
        <Link
          to="/contact"
          data-testid="pulse-button"
          className="mt-12 inline-flex items-center justify-center rounded-full bg-brand px-10 py-5 text-base font-extrabold tracking-wide text-ink shadow-[0_0_0_0_rgba(255,90,31,0.6)] hover:bg-brand-glow focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-white motion-safe:animate-pulse-scale"
        >
          {home.cta.button}
        </Link>
      </div>
    </section>
  );
}
