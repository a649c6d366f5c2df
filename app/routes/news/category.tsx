import { data } from "react-router";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { NewsListPage } from "#app/components/news/news-list-page.tsx";
import { NewsNav } from "#app/components/news/news-nav.tsx";
import { statusMeta, statusPageFor } from "#app/content/status-page.ts";
import { statusPages } from "#app/content/status-pages.ts";
import { categoryBySlug } from "#app/lib/news-categories.ts";
import { newsPageMeta } from "#app/lib/news-meta.ts";
import { notFound } from "#app/lib/not-found.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { getConfig } from "#server/config.ts";
import { publicNewsHeaders } from "#server/news/news-cache.ts";
import { canonicalCursor } from "#server/news/news-cursor.ts";
import { listPublicNews } from "#server/news/news-repository.ts";
import { cardView } from "#server/news/news-view.ts";
import type { Route } from "./+types/category";

// One module for the seven category pages (app/routes.ts gives each its own route id); the
// category comes from the path, and the filtering happens in the database.

const pageSize = 12;

export const handle: PageQueryHandle = { query: ["after"] };

export async function loader({ url }: Route.LoaderArgs) {
  // The normalized URL (no .data suffix), so client-side 'Load more' requests match too.
  const category = categoryBySlug(url.pathname.split("/")[1] ?? "");
  if (!category) throw notFound();
  const cursor = canonicalCursor(url.searchParams.get("after"));
  const page = await listPublicNews({ category: category.value, cursor, limit: pageSize });
  return data(
    {
      category,
      isFirstPage: !cursor,
      page: { items: page.items.map(cardView), nextCursor: page.nextCursor },
      siteUrl: getConfig().siteUrl,
    },
    { headers: publicNewsHeaders },
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, page, isFirstPage } = loaderData;
  return (
    <>
      <NewsNav />
      <NewsListPage
        heading={category.heading}
        path={`/${category.slug}`}
        page={page}
        isFirstPage={isFirstPage}
        emptyText={`No ${category.heading} articles yet. Please check back soon.`}
        feed={{ href: `/${category.slug}/rss.xml`, label: `RSS feed for ${category.heading}` }}
      />
    </>
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return statusMeta(statusPageFor(error));
  const { category, siteUrl, isFirstPage } = loaderData;
  return [
    ...newsPageMeta({
      siteUrl,
      path: `/${category.slug}`,
      title: category.heading,
      description: `The latest ${category.heading} news from our Bangladeshi community channel in Birmingham.`,
    }),
    ...(isFirstPage ? [] : [{ name: "robots", content: "noindex, follow" }]),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${category.heading} RSS`,
      href: `${siteUrl}/${category.slug}/rss.xml`,
    },
  ];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = statusPageFor(error);
  return (
    <StatusPage
      title={copy.title}
      message={
        copy === statusPages.failed
          ? "We could not load these articles. Please try again in a moment."
          : copy.message
      }
    />
  );
}
