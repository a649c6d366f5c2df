/** The Delete cell's button, named after the row for screen readers. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-full bg-red-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
    >
      Delete
    </button>
  );
}

export const tableClasses = {
  wrap: "mt-6 overflow-x-auto rounded-2xl border border-ink/10 bg-white shadow-sm",
  table: "min-w-full text-left text-sm",
  head: "bg-mist text-xs font-semibold uppercase tracking-wide text-ink/70",
  th: "px-4 py-3 whitespace-nowrap",
  row: "border-t border-ink/10 align-top hover:bg-mist/50",
  td: "px-4 py-3",
};

/** A one-click reply: the visitor's address with the subject filled in. */
export function mailtoHref(email: string, subject: string) {
  const address = encodeURIComponent(email).replace("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
