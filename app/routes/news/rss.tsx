import { categoryBySlug } from "#app/lib/news-categories.ts";
import { notFound } from "#app/lib/not-found.ts";
import { getConfig } from "#server/config.ts";
import { feedTitle, rssFeed } from "#server/news/news-feeds.ts";
import { listPublicNews } from "#server/news/news-repository.ts";
import type { Route } from "./+types/rss";

// /rss.xml (all categories) and /<category>/rss.xml: the latest published articles.

export async function loader({ params }: Route.LoaderArgs) {
  const slug = "category" in params ? params.category : undefined;
  const category = slug ? categoryBySlug(slug) : undefined;
  if (slug && !category) throw notFound();
  const { items } = await listPublicNews({ category: category?.value, limit: 30 });
  const path = category ? `/${category.slug}` : "/news";
  const body = rssFeed({
    siteUrl: getConfig().siteUrl,
    title: feedTitle(category?.heading),
    description: category
      ? `The latest ${category.heading} articles.`
      : "The latest articles from every news category.",
    path,
    feedPath: category ? `/${category.slug}/rss.xml` : "/rss.xml",
    items,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=60, stale-while-revalidate=600",
    },
  });
}
