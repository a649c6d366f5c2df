import type { PortfolioItem } from "#app/content/portfolio.ts";

/** A 'Recent Work' card on the home page; it enlarges on hover (spec section 2). */
export function RecentWorkCard({ item }: { item: PortfolioItem }) {
  return (
    <article
      data-testid="recent-work-card"
      className="group overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-line transition-transform duration-500 ease-out motion-safe:hover:scale-[1.03] hover:shadow-2xl hover:shadow-ink/10"
    >
      <div className="overflow-hidden bg-mist">
        <img
          src={item.imageSrc}
          alt={item.imageAlt}
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="p-7 sm:p-9">
        <p className="text-xs font-bold tracking-[0.16em] text-brand-strong">{item.services}</p>
        <h3 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{item.title}</h3>
        <p className="mt-3 leading-relaxed text-ink/70">{item.description}</p>
      </div>
    </article>
  );
}
