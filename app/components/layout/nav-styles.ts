// The desktop bar's item look: a current page gets ink text and an orange underline. Items never
// wrap: the bar is one line from 1280 px, signed in or out (tests/e2e/header-fit.spec.ts).
export function navItemClass(active: boolean) {
  return [
    "relative inline-flex items-center whitespace-nowrap rounded-md px-2 py-2 leading-5 text-[0.8125rem] font-bold tracking-wide transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong",
    "after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:origin-left after:rounded-full after:bg-brand after:transition-transform",
    active
      ? "text-ink after:scale-x-100"
      : "text-ink/70 hover:text-ink after:scale-x-0 hover:after:scale-x-100",
  ].join(" ");
}
