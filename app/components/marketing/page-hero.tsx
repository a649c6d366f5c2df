/** The dark opening band of an inner page: breadcrumbs, eyebrow, the h1 and a lead. */
export function PageHero({
  kicker,
  title,
  lead,
  crumbs,
  children,
  aside,
}: {
  kicker: string;
  title: React.ReactNode;
  lead?: string;
  /** The page's <Breadcrumbs>: their own module, so a page without them (/contact) loads none. */
  crumbs?: React.ReactNode;
  children?: React.ReactNode;
  /** Artwork beside the text on wide screens. */
  aside?: React.ReactNode;
}) {
  return (
    <section className="hero-band text-white">
      <div className="site-container grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-12">
        <div className={aside ? "lg:col-span-8" : "lg:col-span-12"}>
          {crumbs}
          <p className="eyebrow text-brand">{kicker}</p>
          <h1 className="mt-5 max-w-5xl text-[clamp(2.5rem,6vw,4.75rem)] leading-[1.02] font-extrabold tracking-tight text-balance">
            {title}
          </h1>
          {lead ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/75 sm:text-xl">
              {lead}
            </p>
          ) : null}
          {children ? <div className="mt-10 flex flex-wrap gap-4">{children}</div> : null}
        </div>
        {aside ? <div className="hidden lg:col-span-4 lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
