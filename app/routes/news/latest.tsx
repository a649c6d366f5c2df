import { data } from "react-router";
import { NewsListPage } from "#app/components/news/news-list-page.tsx";
import { NewsNav } from "#app/components/news/news-nav.tsx";
import { newsPageMeta } from "#app/lib/news-meta.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { getConfig } from "#server/config.ts";
import { publicNewsHeaders } from "#server/news/news-cache.ts";
import { canonicalCursor } from "#server/news/news-cursor.ts";
import { listPublicNews } from "#server/news/news-repository.ts";
import { cardView } from "#server/news/news-view.ts";
import type { Route } from "./+types/latest";

// /news: the latest stories of every category, newest first, with 'Load more'.

const pageSize = 12;

export const handle: PageQueryHandle = { query: ["after"] };

export async function loader({ url }: Route.LoaderArgs) {
  const cursor = canonicalCursor(url.searchParams.get("after"));
  const page = await listPublicNews({ cursor, limit: pageSize });
  return data(
    {
      isFirstPage: !cursor,
      page: { items: page.items.map(cardView), nextCursor: page.nextCursor },
      siteUrl: getConfig().siteUrl,
    },
    { headers: publicNewsHeaders },
  );
}

export default function LatestNewsPage({ loaderData }: Route.ComponentProps) {
  const { page, isFirstPage } = loaderData;
  return (
    <>
      <NewsNav />
      <NewsListPage
        heading="Latest News"
        path="/news"
        page={page}
        isFirstPage={isFirstPage}
        emptyText="No news yet. Please check back soon."
        feed={{ href: "/rss.xml", label: "RSS feed for all the news" }}
      />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { siteUrl, isFirstPage } = loaderData;
  return [
    ...newsPageMeta({
      siteUrl,
      path: "/news",
      title: "Latest News",
      description:
        "The latest stories from every category of our Bangladeshi community channel in Birmingham.",
    }),
    ...(isFirstPage ? [] : [{ name: "robots", content: "noindex, follow" }]),
  ];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
