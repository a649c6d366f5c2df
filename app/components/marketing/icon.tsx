import type { IconName } from "#app/content/service-types.ts";
import { IconSvg } from "../ui/icon-svg.tsx";
import { type UiIconName as InterfaceIconName, uiIconShapes } from "../ui/ui-icon.tsx";
import { serviceIconShapes } from "./service-icon.tsx";

// Line icons drawn for the site (24 x 24, stroke-based, currentColor), so no icon library ships,
// by name from the content: every one of them here; the nine services' alone in service-icon.tsx
// and the interface's own (arrows, menu, contact) in ../ui/ui-icon.tsx, for pages that need only
// those.

export type UiIconName = IconName | InterfaceIconName;

const shapes: Record<UiIconName, React.ReactNode> = {
  ...serviceIconShapes,
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  rocket: (
    <>
      <path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2M9 15l-3-3c1.5-4 5-9 13-9 0 8-5 11.5-9 13z" />
      <circle cx="15" cy="9" r="1.5" />
    </>
  ),
  chart: <path d="M3 3v18h18M7 15l4-4 3 3 6-6" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.4.6 4 2.8 4 6" />
    </>
  ),
  sparkle: (
    <path d="M12 3l1.9 5.6 5.6 1.9-5.6 1.9L12 18l-1.9-5.6-5.6-1.9 5.6-1.9zM19 15v4M17 17h4" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  handshake: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  ...uiIconShapes,
};

/** A decorative icon: hidden from assistive technology, the text beside it carries meaning. */
export function Icon({ name, className = "size-6" }: { name: UiIconName; className?: string }) {
  return <IconSvg className={className}>{shapes[name]}</IconSvg>;
}
