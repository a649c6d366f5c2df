import { Link } from "react-router";
import { InPageLink } from "#app/components/ui/in-page-link.tsx";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import { claims } from "#app/content/claims.ts";
import { home, ROTATING_WORD_INTERVAL_MS } from "#app/content/home.ts";
import { RotatingWord } from "../rotating-word.tsx";
import { ghostOnDarkButton, primaryButton } from "../ui-classes.ts";

const { hero } = home;

/** A 1×1 transparent GIF, inline: choosing it costs no request. */
const EMPTY_IMAGE =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** Section 1 of the home page: 'YOUR NEXT' / rotating word / 'DEVELOPMENT PARTNER'. */
export function HomeHero() {
  const proof = [
    { value: "UK & beyond", label: "where our clients are, from Birmingham outwards" },
    { value: claims.experience.value, label: claims.experience.label },
    { value: claims.platformSales.value, label: claims.platformSales.label },
  ];
  return (
    // The blue glow is the section's background (glow-bottom-left in app.css), so it never shifts.
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-ink glow-bottom-left text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-48 right-[-12rem] -z-10 size-[44rem] rounded-full bg-[radial-gradient(circle,rgba(255,90,31,0.4),transparent_62%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="site-container grid items-center gap-12 pt-16 pb-20 sm:pt-24 lg:grid-cols-12 lg:pb-28">
        <div className="lg:col-span-7">
          <p className="eyebrow text-brand">{hero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-6 text-[clamp(2.75rem,8.5vw,5.75rem)] leading-[0.98] font-extrabold tracking-tight"
          >
            <span className="block">{hero.before}</span>
            <RotatingWord words={hero.words} intervalMs={ROTATING_WORD_INTERVAL_MS} />
            <span className="block">{hero.after}</span>
          </h1>
          <p className="mt-8 max-w-xl text-lg leading-relaxed text-white/75 sm:text-xl">
            {hero.lead}
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            {/* The spec gives this button no destination; it takes visitors to the enquiry form below. */}
            <InPageLink href="#get-in-touch" className={primaryButton}>
              {hero.button}
            </InPageLink>
            <Link to="/work" className={ghostOnDarkButton}>
              {hero.secondary}
              <UiIcon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>
        <div className="hidden md:block lg:col-span-5">
          {/* Phones never show the illustration (the column is hidden below md), but a hidden <img>
              is still fetched, and at high priority. Below md the <picture> picks an inline empty
              image instead, so nothing is requested; from md up it stays the eager, high-priority
              LCP image. The query matches Tailwind's md (48rem) exactly. */}
          <picture>
            <source media="(max-width: 47.99rem)" srcSet={EMPTY_IMAGE} />
            <img
              src="/images/hero-illustration.svg"
              alt="A code editor, a phone app and a rising sales chart"
              width={720}
              height={600}
              fetchPriority="high"
              className="mx-auto w-full max-w-xl"
            />
          </picture>
        </div>
      </div>
      <div className="border-t border-white/10">
        <dl className="site-container grid divide-white/10 py-8 sm:grid-cols-3 sm:divide-x">
          {proof.map((item) => (
            <div key={item.label} className="flex flex-col-reverse py-3 sm:px-8 sm:first:pl-0">
              <dt className="mt-1 text-sm text-white/70">{item.label}</dt>
              <dd className="text-2xl font-extrabold tracking-tight text-white lg:text-3xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
