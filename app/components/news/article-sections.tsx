import type { ArticleSection } from "#app/lib/news-view.ts";

// Kept apart from article-body.tsx: the editor's live preview shows the body through this too,
// and importing it alone keeps the article page's other modules out of the admin's chunks.

/**
 * One body field, as the server rendered it from the article Markdown subset (ADR 0100): the HTML
 * holds only the subset's elements, never the source's own markup. Each field carries lang="bn"
 * when written in Bengali.
 */
function Section({ section }: { section: ArticleSection }) {
  const conclusion = section.field === "conclusion" ? "font-medium text-ink" : "";
  return (
    <div
      lang={section.lang}
      data-field={section.field}
      className={`article-prose ${conclusion}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered from the safe subset.
      dangerouslySetInnerHTML={{ __html: section.html }}
    />
  );
}

/** The article's body fields; the editor's live preview shows them through this too. */
export function ArticleSections({
  sections,
  className = "",
}: {
  sections: ArticleSection[];
  className?: string;
}) {
  return (
    <div className={`space-y-5 text-lg leading-relaxed text-ink/85 ${className}`}>
      {sections.map((section) => (
        <Section key={section.field} section={section} />
      ))}
    </div>
  );
}
