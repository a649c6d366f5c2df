import { Link } from "react-router";
import { type AdminNewsRow, NewsAdminTable } from "#app/components/admin/news/news-admin-table.tsx";
import { articlePath } from "#app/lib/article-slug-text.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { listAllNews } from "#server/news/news-repository.ts";
import { publicationState } from "#server/news/publication.ts";
import type { Route } from "./+types/delete-news";

const pageSize = 50;

export const handle: PageQueryHandle = { query: ["start", "after"] };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireEditor(request);
  const start = Math.max(Number(url.searchParams.get("start")) || 1, 1);
  const page = await listAllNews({ cursor: url.searchParams.get("after"), limit: pageSize });
  const rows: AdminNewsRow[] = page.items.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    date: row.date,
    time: row.time,
    state: publicationState(row),
    path: articlePath(row.slug),
  }));
  return { rows, start, nextCursor: page.nextCursor };
}

export default function ManageNews({ loaderData }: Route.ComponentProps) {
  const { rows, start, nextCursor } = loaderData;
  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">Delete News</h1>
        <Link
          to="/addNews"
          className="rounded-full bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800"
        >
          Add News
        </Link>
      </div>
      <p className="mt-2 text-ink/70">
        Every article, drafts and scheduled ones included. Select a title to edit it.
      </p>
      <NewsAdminTable rows={rows} start={start} />
      <div className="mt-6 flex gap-4">
        {start > 1 ? (
          <Link to="/deleteNews" className="font-semibold text-orange-700 underline">
            Newest
          </Link>
        ) : null}
        {nextCursor ? (
          <Link
            to={`/deleteNews?after=${nextCursor}&start=${start + rows.length}`}
            className="font-semibold text-orange-700 underline"
          >
            Older articles
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Delete News") }];
}
