import { data, Link, useRevalidator } from "react-router";
import { NewsForm } from "#app/components/news/news-form.tsx";
import { pageTitle } from "#app/content/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { submitNewsForm } from "#server/news/news-form-submission.ts";
import { getNews } from "#server/news/news-repository.ts";
import type { Route } from "./+types/edit-news";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const row = await getNews(params.id);
  if (!row) throw data("News article not found!", { status: 404 });
  return {
    id: row.id,
    values: {
      title: row.title,
      date: row.date,
      time: row.time,
      body1: row.body1,
      body2: row.body2,
      body3: row.body3,
      conclusion: row.conclusion,
      category: row.category,
      keywords: row.keywords.join(", "),
      status: row.status,
      img: row.img,
    },
  };
}

/** Only reached without JavaScript; with it, the form saves through PUT /api/news/:id. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const row = await getNews(params.id);
  if (!row) throw data("News article not found!", { status: 404 });
  const outcome = await submitNewsForm(await request.formData(), {
    userId: admin.id,
    articleId: row.id,
    currentImg: row.img,
  });
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function EditNews({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">Edit News</h1>
        <Link to={`/news/${loaderData.id}`} className="font-semibold text-orange-700 underline">
          View article
        </Link>
      </div>
      <p className="mt-2 text-ink/70">
        The article keeps its address. Choose a new image only to replace the current one.
      </p>
      {actionData?.ok ? (
        <p
          role="status"
          className="mt-6 max-w-3xl rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          News Updated! Your changes have been saved.
        </p>
      ) : actionData ? (
        <p role="alert" className="mt-6 max-w-3xl rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <div className="mt-8">
        <NewsForm
          key={loaderData.id}
          mode="edit"
          articleId={loaderData.id}
          initial={loaderData.values}
          serverErrors={actionData && !actionData.ok ? actionData.errors : undefined}
          onSaved={() => revalidator.revalidate()}
        />
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Edit News") }];
}
