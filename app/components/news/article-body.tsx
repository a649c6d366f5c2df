import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { preloadHeroImage } from "#app/lib/image-preload.ts";
import { categoryByValue } from "#app/lib/news-categories.ts";
import { dateTimeLabel, keywordsText, langOf } from "#app/lib/news-format.ts";
import type { ArticleSection, NewsArticleView } from "#app/lib/news-view.ts";
import { NewsPicture } from "./news-picture.tsx";

// Few articles carry a video line: the facade is its own chunk, so the article page's first load
// stays within its budget (scripts/bundle-budget.ts). The server still renders it into the HTML.
const VideoFacade = lazy(() =>
  import("#app/components/videos/video-facade.tsx").then((module) => ({
    default: module.VideoFacade,
  })),
);

/** The article image's slot: 768 px wide from 800 px screens up, the full width below. */
const articleImageSizes = "(min-width: 800px) 768px, 100vw";

/**
 * One body field, as the server rendered it from the article Markdown subset (ADR 0100): the HTML
 * holds only the subset's elements, never the source's own markup. Each field carries lang="bn"
 * when written in Bengali.
 */
function Section({ section }: { section: ArticleSection }) {
  const conclusion = section.field === "conclusion" ? "font-medium text-ink" : "";
  if (section.parts?.some((part) => "video" in part))
    return (
      <div lang={section.lang} data-field={section.field} className="space-y-5">
        {section.parts.map((part) =>
          "video" in part ? (
            // The gallery's facade: no iframe, and nothing fetched from the provider, until play.
            <Suspense
              key={part.key}
              fallback={<div className="aspect-video rounded-2xl bg-ink/5" />}
            >
              <VideoFacade thumbnail={null} {...part.video} />
            </Suspense>
          ) : (
            <div
              key={part.key}
              className={`article-prose ${conclusion}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered from the safe subset.
              dangerouslySetInnerHTML={{ __html: part.html }}
            />
          ),
        )}
      </div>
    );
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

/** The article's body fields (the editor's live preview draws them alike, live-preview.tsx). */
function ArticleSections({
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

export function ArticleBody({ article }: { article: NewsArticleView }) {
  const category = categoryByValue(article.category);
  preloadHeroImage(article.picture, articleImageSizes);
  return (
    <article lang={langOf(article.title)} className="max-w-3xl">
      <p className="eyebrow font-sans" lang="en-GB">
        {/* A thumb's height (44 px) to press, taking no more of the line than the text. */}
        {category ? (
          <Link to={`/${category.slug}`} className="-my-3.5 tap-target">
            {category.heading}
          </Link>
        ) : (
          article.category
        )}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
        {article.title}
      </h1>
      <p className="mt-4 font-sans text-ink/60" lang="en-GB">
        {/* The byline (ADR 0129); the name keeps its own language, a Bengali name read as one. */}
        {article.author ? (
          <>
            By{" "}
            <span className="font-semibold text-ink/80" lang={langOf(article.author)}>
              {article.author}
            </span>{" "}
            ·{" "}
          </>
        ) : null}
        <time dateTime={article.publishAt} lang={langOf(article.title)}>
          {article.date ? dateTimeLabel(article, langOf(article.title)) : "Date not set yet"}
        </time>
      </p>
      {article.picture.src ? (
        <figure className="mt-8">
          <div className="overflow-hidden rounded-2xl">
            <NewsPicture
              picture={article.picture}
              sizes={articleImageSizes}
              priority
              className="aspect-[16/9] w-full"
            />
          </div>
          {article.caption ? (
            <figcaption
              lang={article.caption.lang}
              className="mt-3 font-sans text-sm leading-relaxed text-ink/70"
            >
              {article.caption.text}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <ArticleSections sections={article.sections} className="mt-8" />
      <dl
        className="mt-10 grid gap-2 rounded-2xl bg-mist p-5 font-sans text-sm sm:grid-cols-[8rem_1fr]"
        lang="en-GB"
      >
        <dt className="font-semibold">Category</dt>
        <dd data-testid="article-category">{category?.heading ?? article.category}</dd>
        <dt className="font-semibold">Keywords</dt>
        <dd data-testid="article-keywords" lang={langOf(article.keywords.join(" "))}>
          {keywordsText(article.keywords)}
        </dd>
      </dl>
    </article>
  );
}
