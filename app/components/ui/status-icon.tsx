export type StatusKind = "success" | "error" | "warning" | "info";

const styles: Record<StatusKind, { ring: string; path: string; label: string }> = {
  success: {
    ring: "bg-emerald-100 text-emerald-600",
    path: "M5 12.5l4.5 4.5L19 7.5",
    label: "Success",
  },
  error: { ring: "bg-red-100 text-red-600", path: "M7 7l10 10M17 7L7 17", label: "Error" },
  warning: { ring: "bg-amber-100 text-amber-600", path: "M12 7v6m0 4h.01", label: "Warning" },
  info: { ring: "bg-sky-100 text-sky-600", path: "M12 11v6m0-10h.01", label: "Information" },
};

/** The round icon at the top of a dialog or toast; announced by its label. */
export function StatusIcon({ kind, size = "lg" }: { kind: StatusKind; size?: "sm" | "lg" }) {
  const style = styles[kind];
  const box = size === "lg" ? "h-14 w-14" : "h-8 w-8";
  return (
    <span
      role="img"
      aria-label={style.label}
      data-icon={kind}
      className={`inline-flex shrink-0 items-center justify-center rounded-full ${box} ${style.ring}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={size === "lg" ? "h-7 w-7" : "h-4 w-4"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={style.path} />
      </svg>
    </span>
  );
}
