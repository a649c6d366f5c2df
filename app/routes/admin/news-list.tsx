import { data, Link } from "react-router";
import { ViewTabs } from "#app/components/admin/inbox/view-tabs.tsx";
import { BulkAnswerShown } from "#app/components/admin/news/bulk-outcome.tsx";
import type { AdminNewsRow } from "#app/components/admin/news/news-admin-table.tsx";
import { NewsList } from "#app/components/admin/news/news-list.tsx";
import { NewsListFilters } from "#app/components/admin/news/news-list-filters.tsx";
import { NewsTrash, RestoredArticle } from "#app/components/admin/news/news-trash.tsx";
import { articlePath } from "#app/lib/article-slug-text.ts";
import { validate } from "#app/lib/field-errors.ts";
import { bulkNewsSchema } from "#app/lib/news-bulk-schema.ts";
import { newsListQuery, readNewsListFilter } from "#app/lib/news-list-filter.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { applyBulkNews } from "#server/news/bulk-news.ts";
import { countNewsForEditors, listNewsForEditors } from "#server/news/news-admin-list.ts";
import {
  deleteNewsForGood,
  emptyNewsTrash,
  listTrashedNews,
  moveNewsToTrash,
  restoreNews,
} from "#server/news/news-trash.ts";
import { publicationState } from "#server/news/publication.ts";
import type { Route } from "./+types/news-list";

const pageSize = 50;

export const handle: PageQueryHandle = {
  query: ["view", "q", "category", "status", "start", "after"],
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireEditor(request);
  if (url.searchParams.get("view") === "trash") {
    const trashed = await listTrashedNews();
    return {
      view: "trash" as const,
      trash: trashed.map((row) => ({ ...row, deletedAt: row.deletedAt.toISOString() })),
    };
  }
  const filter = readNewsListFilter({
    q: url.searchParams.get("q"),
    category: url.searchParams.get("category"),
    status: url.searchParams.get("status"),
  });
  const start = Math.max(Number(url.searchParams.get("start")) || 1, 1);
  const cursor = url.searchParams.get("after");
  const [page, counts] = await Promise.all([
    listNewsForEditors(filter, { cursor, limit: pageSize }),
    countNewsForEditors(filter),
  ]);
  const rows: AdminNewsRow[] = page.items.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    date: row.date,
    time: row.time,
    state: publicationState(row),
    path: articlePath(row.slug),
    // Published without a description of the editor's (ADR 0161's sibling rule in news-schema.ts).
    noAlt: Boolean(row.img) && !row.imageDecorative && !row.imageAlt,
  }));
  const next = page.nextCursor
    ? newsListQuery(filter, { after: page.nextCursor, start: String(start + rows.length) })
    : null;
  const first = start > 1 ? newsListQuery(filter) : null;
  return { view: "list" as const, rows, start, filter, counts, next, first };
}

/** The trash's one-article intents (ADR 0161), each answering whether it changed anything. */
const trashIntents: Record<string, (id: string) => Promise<boolean>> = {
  "delete-article": async (id) => (await moveNewsToTrash([id])).length > 0,
  "delete-for-good": deleteNewsForGood,
};

/**
 * One article moved to the trash (a row's confirmed Delete), restored (Restore, Undo) or deleted
 * for good from the trash; the trash emptied; or Bulk Unpublish and Delete of the ticked
 * articles (ADR 0132). Without `confirmed` (a browser without JavaScript, whose page has no
 * dialog) a bulk post changes nothing: the answer is the question.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireEditor(request);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent"));
  // Restore (the trash's button, or Undo after a Delete) names what came back.
  if (intent === "restore-article") {
    const restored = await restoreNews(String(form.get("id")));
    return data({ ok: Boolean(restored), restored }, restored ? 200 : 404);
  }
  const one = trashIntents[intent];
  if (one) {
    const done = await one(String(form.get("id")));
    return data({ ok: done }, done ? 200 : 404);
  }
  if (intent === "empty-trash") return { ok: true, emptied: await emptyNewsTrash() };
  const parsed = validate(bulkNewsSchema, {
    intent: form.get("intent") ?? undefined,
    ids: form.getAll("ids"),
    confirmed: form.get("confirmed") ?? undefined,
  });
  if (!parsed.success) {
    return data({ error: Object.values(parsed.errors)[0] ?? "" }, 400);
  }
  const bulk = parsed.data;
  if (!bulk.confirmed) return { confirm: { intent: bulk.intent, ids: bulk.ids } };
  const { count } = await applyBulkNews(bulk.intent, bulk.ids);
  return { done: { intent: bulk.intent, count } };
}

const views = [
  { value: "list", label: "Articles" },
  { value: "trash", label: "Trash" },
];

export default function ManageNews({ loaderData, actionData }: Route.ComponentProps) {
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
      <div className="mt-4">
        <ViewTabs
          label="Articles or trash"
          search={new URLSearchParams()}
          param="view"
          current={loaderData.view}
          options={views}
        />
      </div>
      {actionData && "restored" in actionData && typeof actionData.restored === "string" ? (
        <RestoredArticle title={actionData.restored} />
      ) : null}
      {loaderData.view === "trash" ? (
        <NewsTrash rows={loaderData.trash} />
      ) : (
        <ArticleList loaderData={loaderData} actionData={actionData} />
      )}
    </section>
  );
}

function ArticleList({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { view: "list" }>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { rows, start, filter, counts, next, first } = loaderData;
  return (
    <>
      <p className="mt-2 text-ink/70">
        Every article, drafts and scheduled ones included. Select a title to edit it.
      </p>
      {/* Keyed by the address: after Back, the fields show the filters the list shows. */}
      <NewsListFilters key={newsListQuery(filter)} filter={filter} counts={counts} />
      {actionData && !("ok" in actionData) ? <BulkAnswerShown answer={actionData} /> : null}
      <NewsList rows={rows} start={start} filter={filter} />
      <nav aria-label="Pages" className="mt-6 flex gap-4">
        {first !== null ? (
          <Link to={`/deleteNews${first}`} className="font-semibold text-orange-700 underline">
            Newest
          </Link>
        ) : null}
        {next ? (
          <Link to={`/deleteNews${next}`} className="font-semibold text-orange-700 underline">
            Older articles
          </Link>
        ) : null}
      </nav>
    </>
  );
}

export function meta() {
  return [{ title: pageTitle("Delete News") }];
}
