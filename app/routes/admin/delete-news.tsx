import { data, Link } from "react-router";
import { type AdminNewsRow, NewsAdminTable } from "#app/components/news/news-admin-table.tsx";
import { pageTitle } from "#app/content/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { deleteNews, listAllNews } from "#server/news/news-repository.ts";
import type { Route } from "./+types/delete-news";

const pageSize = 50;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const start = Math.max(Number(url.searchParams.get("start")) || 1, 1);
  const page = await listAllNews({ cursor: url.searchParams.get("after"), limit: pageSize });
  const now = Date.now();
  const rows: AdminNewsRow[] = page.items.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    date: row.date,
    time: row.time,
    state:
      row.status === "draft" ? "draft" : row.publishAt.getTime() > now ? "scheduled" : "published",
  }));
  return { rows, start, nextCursor: page.nextCursor };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = (await request.formData()).get("id");
  const deleted = typeof id === "string" && (await deleteNews(id));
  return data({ ok: deleted }, { status: deleted ? 200 : 404 });
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
      <div className="mt-8">
        {rows.length ? (
          <NewsAdminTable rows={rows} start={start} />
        ) : (
          <p className="rounded-2xl bg-mist px-6 py-12 text-center text-ink/70">
            No news articles yet.
          </p>
        )}
      </div>
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
