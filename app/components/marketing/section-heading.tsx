import { lead, sectionTitle } from "./ui-classes.ts";

/** Eyebrow, h2 and an optional lead: the opening of every marketing section. */
export function SectionHeading({
  kicker,
  title,
  intro,
  id,
  tone = "light",
  align = "left",
}: {
  kicker?: string;
  title: string;
  intro?: string;
  id?: string;
  tone?: "light" | "dark";
  align?: "left" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {kicker ? (
        <p className={tone === "dark" ? "eyebrow text-brand" : "eyebrow"}>{kicker}</p>
      ) : null}
      <h2 id={id} className={`${sectionTitle} mt-4 ${tone === "dark" ? "text-white" : "text-ink"}`}>
        {title}
      </h2>
      {intro ? (
        <p className={`${lead} mt-5 ${tone === "dark" ? "text-white/75" : ""}`}>{intro}</p>
      ) : null}
    </div>
  );
}
