import { Link } from "react-router";
import { dateTimeLabel, excerpt, langOf } from "#app/lib/news-format.ts";
import type { NewsCardView } from "#app/lib/news-view.ts";
import { NewsPicture } from "./news-picture.tsx";

/** A category-page card: image, title, 'date - time', the first body paragraph, 'Read More'. */
export function NewsCard({
  article,
  priority = false,
}: {
  article: NewsCardView;
  priority?: boolean;
}) {
  const titleLang = langOf(article.title);
  const bodyLang = langOf(article.summary);
  return (
    <article
      data-testid="news-card"
      className="group flex flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <NewsPicture
        picture={article.picture}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 lang={titleLang} className="text-lg font-bold leading-snug text-ink">
          {article.title}
        </h2>
        <p className="mt-1 text-sm text-ink/60" lang={titleLang}>
          {dateTimeLabel(article, titleLang)}
        </p>
        {article.summary ? (
          <p lang={bodyLang} className="mt-3 line-clamp-3 text-ink/80">
            {excerpt(article.summary, 220)}
          </p>
        ) : null}
        <Link
          to={article.path}
          className="mt-auto tap-target gap-1 self-start pt-2 font-semibold text-orange-700 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          aria-label={`Read More: ${article.title}`}
        >
          Read More <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

export function NewsGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
