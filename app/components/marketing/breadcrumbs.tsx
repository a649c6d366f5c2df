import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

/** The trail above an inner page's heading, in its dark hero (PageHero's `crumbs`). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-white/70">
      <ol className="flex flex-wrap items-center gap-2">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="tap-target rounded hover:text-white focus-visible:outline-2 focus-visible:outline-brand"
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
  );
}
