import { data, isRouteErrorResponse, Link } from "react-router";
import { NotFoundPage, StatusPage } from "#app/components/layout/status-page.tsx";
import { NewsList } from "#app/components/news/news-list.tsx";
import { NewsNav } from "#app/components/news/news-nav.tsx";
import { categoryBySlug } from "#app/lib/news-categories.ts";
import { newsPageMeta } from "#app/lib/news-meta.ts";
import { notFound } from "#app/lib/not-found.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { getConfig } from "#server/config.ts";
import { publicNewsHeaders } from "#server/news/news-cache.ts";
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
  const cursor = url.searchParams.get("after");
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
      <section className="mx-auto max-w-7xl px-6 py-12 lg:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-orange-700">News</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {category.heading}
        </h1>
        {isFirstPage ? null : (
          <p className="mt-3 text-ink/70">
            Showing older articles.{" "}
            <Link to={`/${category.slug}`} className="font-semibold text-orange-700 underline">
              Back to the latest
            </Link>
          </p>
        )}
        <div className="mt-10">
          <NewsList
            page={page}
            emptyText={`No ${category.heading} articles yet. Please check back soon.`}
          />
        </div>
        <p className="mt-12 text-sm text-ink/60">
          <a href={`/${category.slug}/rss.xml`} className="underline hover:text-ink">
            RSS feed for {category.heading}
          </a>
        </p>
      </section>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "404 - Page Not Found" }];
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
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <StatusPage
      title="Something went wrong"
      message="We could not load these articles. Please try again in a moment."
    />
  );
}
