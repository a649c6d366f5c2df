import { IconSvg } from "./icon-svg.tsx";

/** The interface's right arrow alone (ui-icon.tsx has it among all the others): for pages that
 * need no other icon from that set. */
export function ArrowRightIcon({ className = "size-4" }: { className?: string }) {
  return (
    <IconSvg className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </IconSvg>
  );
}
