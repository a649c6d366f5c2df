import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

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
  crumbs?: Crumb[];
  children?: React.ReactNode;
  /** Artwork beside the text on wide screens. */
  aside?: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-32 -z-10 size-[36rem] rounded-full bg-[radial-gradient(circle,rgba(255,90,31,0.35),transparent_65%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:64px_64px]"
      />
      <div className="site-container grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-12">
        <div className={aside ? "lg:col-span-8" : "lg:col-span-12"}>
          {crumbs ? (
            <nav aria-label="Breadcrumb" className="mb-6 text-sm text-white/70">
              <ol className="flex flex-wrap items-center gap-2">
                {crumbs.map((crumb, i) => (
                  <li key={crumb.label} className="flex items-center gap-2">
                    {i > 0 ? <span aria-hidden="true">/</span> : null}
                    {crumb.to ? (
                      <Link
                        to={crumb.to}
                        className="inline-flex min-h-11 items-center rounded hover:text-white focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current="page" className="text-white">
                        {crumb.label}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
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
