import { InPageLink } from "#app/components/ui/in-page-link.tsx";
import type { LegalDocument } from "#app/content/legal/legal-document.ts";
import { fillSiteDetails } from "#app/content/site-placeholders.ts";
import { useSiteDetails } from "#app/lib/use-site-details.ts";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Terms and the privacy notice: editable copy from app/content/legal/, set for reading. */
export function LegalPage({
  document,
  details,
}: {
  document: LegalDocument;
  /** Values for placeholders the page fills from the server (see fillSiteDetails). */
  details?: Record<string, string>;
}) {
  const business = useSiteDetails();
  return (
    <article className="bg-white">
      <header className="border-b border-line bg-mist">
        <div className="site-container py-16 sm:py-20">
          <p className="eyebrow">Legal</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 text-sm text-ink/70">
            Last updated{" "}
            <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
          </p>
        </div>
      </header>
      <div className="site-container grid gap-12 py-14 sm:py-20 lg:grid-cols-12">
        <nav aria-labelledby="legal-contents" className="lg:order-2 lg:col-span-4">
          <div className="rounded-3xl bg-mist p-6 lg:sticky lg:top-28">
            <h2
              id="legal-contents"
              className="text-xs font-bold uppercase tracking-[0.2em] text-ink/70"
            >
              On this page
            </h2>
            <ol className="mt-2 grid text-sm">
              {document.sections.map((section, index) => (
                <li key={section.heading}>
                  <InPageLink
                    href={`#legal-${index}`}
                    className="tap-target rounded font-semibold text-ink/80 underline-offset-4 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong"
                  >
                    {section.heading}
                  </InPageLink>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl lg:order-1 lg:col-span-8">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-ink/80">
              {fillSiteDetails(paragraph, details, business)}
            </p>
          ))}
          {document.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`legal-${index}`} className="mt-12">
              <h2
                id={`legal-${index}`}
                tabIndex={-1}
                className="scroll-mt-28 text-2xl font-extrabold tracking-tight focus:outline-none"
              >
                {section.heading}
              </h2>
              {section.list ? (
                <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-ink/80 marker:text-brand-strong">
                  {section.list.map((item) => (
                    <li key={item}>{fillSiteDetails(item, details, business)}</li>
                  ))}
                </ul>
              ) : null}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink/80">
                  {fillSiteDetails(paragraph, details, business)}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
