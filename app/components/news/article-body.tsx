import { Link } from "react-router";
import { preloadHeroImage } from "#app/lib/image-preload.ts";
import { categoryByValue } from "#app/lib/news-categories.ts";
import { dateTimeLabel, keywordsText, langOf } from "#app/lib/news-format.ts";
import type { NewsArticleView } from "#app/lib/news-view.ts";
import { ArticleSections } from "./article-sections.tsx";
import { NewsPicture } from "./news-picture.tsx";

/** The article image's slot: 768 px wide from 800 px screens up, the full width below. */
const articleImageSizes = "(min-width: 800px) 768px, 100vw";

export function ArticleBody({ article }: { article: NewsArticleView }) {
  const category = categoryByValue(article.category);
  preloadHeroImage(article.picture, articleImageSizes);
  return (
    <article lang={langOf(article.title)} className="mx-auto max-w-3xl">
      <p
        className="font-sans text-sm font-semibold uppercase tracking-widest text-orange-700"
        lang="en-GB"
      >
        {category ? <Link to={`/${category.slug}`}>{category.heading}</Link> : article.category}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
        {article.title}
      </h1>
      <p className="mt-4 font-sans text-ink/60" lang="en-GB">
        <time dateTime={article.publishAt}>
          {article.date ? dateTimeLabel(article) : "Date not set yet"}
        </time>
      </p>
      {article.picture.src ? (
        <div className="mt-8 overflow-hidden rounded-2xl">
          <NewsPicture
            picture={article.picture}
            alt={article.title}
            sizes={articleImageSizes}
            priority
            className="aspect-[16/9] w-full"
          />
        </div>
      ) : null}
      <ArticleSections sections={article.sections} className="mt-8" />
      <dl
        className="mt-10 grid gap-2 rounded-2xl bg-mist p-5 font-sans text-sm sm:grid-cols-[8rem_1fr]"
        lang="en-GB"
      >
        <dt className="font-semibold">Category</dt>
        <dd data-testid="article-category">{article.category}</dd>
        <dt className="font-semibold">Keywords</dt>
        <dd data-testid="article-keywords" lang={langOf(article.keywords.join(" "))}>
          {keywordsText(article.keywords)}
        </dd>
      </dl>
    </article>
  );
}
