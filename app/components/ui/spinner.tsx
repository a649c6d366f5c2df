/** A loading spinner with an accessible label. */
export function Spinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-12">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-ink/10 border-t-brand" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
