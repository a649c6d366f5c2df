/** Marks a row whose notification email to the agency inbox failed (ADR 0051). */
export function UnsentBadge({ error }: { error: string | null }) {
  return (
    <span
      title={`The notification email to the agency inbox was not sent${error ? `: ${error}` : "."}`}
      className="mt-1 block w-fit whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800"
    >
      Email not sent
    </span>
  );
}
