import { Link } from "react-router";

/**
 * An empty table, saying whether a search (or, with `clear`, the filters) is the reason and
 * offering the way back.
 */
export function EmptyState({
  message,
  query,
  clear = "Clear the search",
}: {
  message: string;
  query?: string;
  clear?: string;
}) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-ink/20 bg-mist px-6 py-12 text-center text-ink/70">
      <p className="font-semibold text-ink">{message}</p>
      {query ? (
        <p className="mt-2 text-sm">
          Nothing matches “{query}”.{" "}
          <Link to="." className="font-semibold text-accent hover:underline">
            {clear}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
