import { Link } from "react-router";
import { UiIcon } from "#app/components/ui/ui-icon.tsx";
import type { NavGroup, NavLinkItem } from "#app/content/navigation.ts";
import { servicePath } from "#app/content/service-nav.ts";
import { services } from "#app/content/services.ts";
import { isActiveItem } from "./active-path.ts";

// The links inside a desktop menu's panel (nav-dropdown.tsx): the wide WHAT WE DO panel shows
// each service's one-line summary.

const summaries = new Map(services.map((service) => [servicePath(service.slug), service.summary]));

export default function NavMenuPanel({
  group,
  wide,
  pathname,
}: {
  group: NavGroup;
  wide: boolean;
  pathname: string;
}) {
  const linkClass = (item: NavLinkItem) =>
    `block rounded-xl px-3 py-2.5 outline-none transition-colors hover:bg-mist focus-visible:bg-mist focus-visible:ring-2 focus-visible:ring-brand-strong ${
      isActiveItem(pathname, item) ? "bg-brand-soft" : ""
    }`;
  return (
    <>
      <ul className={wide ? "grid grid-cols-2 gap-1" : "grid gap-0.5"}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              data-menu-link
              aria-current={isActiveItem(pathname, item) ? "page" : undefined}
              className={linkClass(item)}
            >
              <span className="block text-sm font-bold">{item.label}</span>
              {wide && summaries.has(item.to) ? (
                <span className="mt-0.5 line-clamp-2 block text-xs leading-snug text-ink/65">
                  {summaries.get(item.to)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {group.footer ? (
        <ul className="mt-2 flex flex-wrap gap-1 border-t border-line pt-2">
          {group.footer.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-menu-link
                aria-current={isActiveItem(pathname, item) ? "page" : undefined}
                className={`${linkClass(item)} inline-flex items-center gap-1.5 text-sm font-bold text-brand-strong`}
              >
                {item.label}
                <UiIcon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
