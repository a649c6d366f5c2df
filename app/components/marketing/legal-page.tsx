import type { LegalDocument } from "#app/content/legal/legal-document.ts";
import { fillSiteDetails } from "#app/content/site-placeholders.ts";
import { container, eyebrow } from "./ui-classes.ts";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Terms and the privacy notice: editable copy from app/content/legal/, set for reading. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="bg-white">
      <header className="border-b border-line bg-mist">
        <div className={`${container} py-16 sm:py-20`}>
          <p className={eyebrow}>Legal</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 text-sm text-ink/70">
            Last updated{" "}
            <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
          </p>
        </div>
      </header>
      <div className={`${container} py-14 sm:py-20`}>
        <div className="max-w-3xl">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-ink/80">
              {fillSiteDetails(paragraph)}
            </p>
          ))}
          {document.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`legal-${index}`} className="mt-12">
              <h2 id={`legal-${index}`} className="text-2xl font-extrabold tracking-tight">
                {section.heading}
              </h2>
              {section.list ? (
                <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-ink/80 marker:text-brand-strong">
                  {section.list.map((item) => (
                    <li key={item}>{fillSiteDetails(item)}</li>
                  ))}
                </ul>
              ) : null}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink/80">
                  {fillSiteDetails(paragraph)}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
