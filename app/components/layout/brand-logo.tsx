import { Link } from "react-router";
import { siteName } from "#app/lib/site-name.ts";

/** The wordmark: a canal-arch mark and the agency name, linking home. */
export function BrandLogo({
  tone = "dark",
  onNavigate,
}: {
  tone?: "dark" | "light";
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="group inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
    >
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="11" className="fill-brand" />
        <path d="M10 28V19a10 10 0 0 1 20 0v9h-5v-9a5 5 0 0 0-10 0v9z" className="fill-ink" />
        <path
          d="M8 31.5c3 0 3-1.5 6-1.5s3 1.5 6 1.5 3-1.5 6-1.5 3 1.5 6 1.5"
          className="stroke-white"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`text-lg leading-none font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}
      >
        {siteName.split(" ")[0]}
        <span className={tone === "light" ? "text-white/60" : "text-ink/60"}>
          {" "}
          {siteName.split(" ").slice(1).join(" ")}
        </span>
      </span>
    </Link>
  );
}
