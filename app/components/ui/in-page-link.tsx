import type { ComponentProps, MouseEvent } from "react";

/**
 * A link to a place on the same page (`#id`) that keeps React Router out of it (ADR 0099): once
 * hydrated, it scrolls to the target itself and adds the fragment to the address without a
 * router navigation. Before hydration and without script it is the browser's plain fragment link.
 */
export function InPageLink({
  href,
  onClick,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { href: `#${string}` }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    if (event.defaultPrevented || !target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
    // The router's own entry (its key) stays, so Back is the router's ordinary return.
    if (window.location.hash !== href) window.history.pushState(window.history.state, "", href);
    // Where Tab goes next, as the browser's own fragment navigation does.
    if (target.tabIndex >= 0 || target.hasAttribute("tabindex"))
      target.focus({ preventScroll: true });
  };
  return <a href={href} onClick={follow} {...props} />;
}
