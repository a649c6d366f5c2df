import { Link } from "react-router";
import { NewsletterLink } from "#app/components/newsletter/newsletter-link.tsx";
import { NewsList } from "./news-list.tsx";
import type { NewsPage } from "./remembered-pages.ts";

/**
 * The body of a news list page (the latest news, a category): its heading, the cards with 'Load
 * more', a way back from older pages, and the page's RSS feed.
 */
export function NewsListPage({
  heading,
  path,
  page,
  isFirstPage,
  emptyText,
  feed,
}: {
  heading: string;
  /** The page's own address, where 'Back to the latest' leads. */
  path: string;
  page: NewsPage;
  isFirstPage: boolean;
  emptyText: string;
  feed: { href: string; label: string };
}) {
  return (
    <section className="site-container py-12 lg:py-16">
      <p className="eyebrow">News</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
      {isFirstPage ? null : (
        <p className="mt-3 text-ink/70">
          Showing older articles.{" "}
          <Link to={path} className="font-semibold text-orange-700 underline">
            Back to the latest
          </Link>
        </p>
      )}
      <div className="mt-10">
        <NewsList page={page} emptyText={emptyText} />
      </div>
      <NewsletterLink className="mt-10" />
      <p className="mt-4 text-sm text-ink/60">
        <a href={feed.href} className="tap-target underline hover:text-ink">
          {feed.label}
        </a>
      </p>
    </section>
  );
}
