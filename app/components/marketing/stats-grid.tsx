import type { Statistic } from "#app/content/claims.ts";

/** Big numbers with a short label; `tone` picks light or dark backgrounds. */
export function StatsGrid({
  stats,
  tone = "light",
  columns = 2,
}: {
  stats: Statistic[];
  tone?: "light" | "dark";
  columns?: 2 | 3 | 4;
}) {
  const cols = {
    // Two short numbers (percentages) fit side by side even on a phone.
    2: "grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <dl className={`grid gap-3 sm:gap-4 ${cols}`}>
      {stats.map((stat) => (
        <div
          key={stat.value + stat.label}
          className={`flex flex-col-reverse rounded-3xl p-5 sm:p-7 ${tone === "dark" ? "bg-white/5 ring-1 ring-white/10" : "bg-white ring-1 ring-line"}`}
        >
          <dt
            className={`mt-2 text-sm leading-snug ${tone === "dark" ? "text-white/70" : "text-ink/70"}`}
          >
            {stat.label}
          </dt>
          <dd
            className={`text-3xl font-extrabold tracking-tight sm:text-5xl ${tone === "dark" ? "text-brand" : "text-ink"}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
