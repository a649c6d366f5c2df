import { data } from "react-router";
import { NewsForm } from "#app/components/news/news-form.tsx";
import { pageTitle } from "#app/content/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { submitNewsForm } from "#server/news/news-form-submission.ts";
import type { Route } from "./+types/add-news";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/** Only reached without JavaScript; with it, the form uploads and saves through the REST API. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const outcome = await submitNewsForm(await request.formData(), { userId: admin.id });
  return data(outcome, { status: outcome.ok ? 201 : 400 });
}

export default function AddNews({ actionData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl font-bold">Add News</h1>
      <p className="mt-2 text-ink/70">
        Title, date, time, category and image are required. Save as draft to finish it later.
      </p>
      {actionData?.ok ? (
        <div
          role="status"
          className="mt-6 max-w-3xl rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          <p className="font-semibold">News Added!</p>
          <p>The news article has been submitted.</p>
        </div>
      ) : actionData ? (
        <p role="alert" className="mt-6 max-w-3xl rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <div className="mt-8">
        <NewsForm
          key={actionData?.ok ? actionData.id : "form"}
          mode="add"
          serverErrors={actionData && !actionData.ok ? actionData.errors : undefined}
        />
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Add News") }];
}
