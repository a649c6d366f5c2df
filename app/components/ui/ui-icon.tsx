import { IconSvg } from "./icon-svg.tsx";

// The interface's line icons (24 x 24, stroke-based, currentColor): arrows, menus, contact, apart
// from the content's icons (../marketing/icon.tsx).

export type UiIconName =
  | "arrow-right"
  | "arrow-up-right"
  | "menu"
  | "close"
  | "chevron-down"
  | "mail"
  | "phone-call"
  | "map-pin"
  | "check"
  | "lock";

export const uiIconShapes: Record<UiIconName, React.ReactNode> = {
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" />,
  "arrow-up-right": <path d="M7 17L17 7M8 7h9v9" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  "chevron-down": <path d="M6 9l6 6 6-6" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  "phone-call": (
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  "map-pin": (
    <>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
};

/** A decorative interface icon: hidden from assistive technology. */
export function UiIcon({ name, className = "size-6" }: { name: UiIconName; className?: string }) {
  return <IconSvg className={className}>{uiIconShapes[name]}</IconSvg>;
}
