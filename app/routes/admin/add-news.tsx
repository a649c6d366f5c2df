import { data } from "react-router";
import { NewsForm } from "#app/components/admin/news/news-form.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { readFormWithFile } from "#server/http/multipart-form.ts";
import { submitArticleForm } from "#server/news/article-submission.ts";
import type { Route } from "./+types/add-news";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/** Only reached without JavaScript; with it, the form uploads and saves through the REST API. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { values, file } = await readFormWithFile(request, "image");
  const result = await submitArticleForm({ values, image: file, userId: admin.id });
  if (result.ok) return data({ ok: true as const, id: result.id }, { status: 201 });
  return data(
    { ok: false as const, message: result.message, errors: result.errors ?? {} },
    { status: statusOf(result) },
  );
}

export default function AddNews({ actionData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl font-bold">Add News</h1>
      <p className="mt-2 text-ink/70">
        Title, date, time, category and image are required to publish. A draft needs only a title:
        save it and finish it later.
      </p>
      {actionData?.ok ? (
        <FormMessage tone="success" title="News Added!" className="mt-6 max-w-3xl">
          The news article has been submitted.
        </FormMessage>
      ) : actionData ? (
        <FormMessage tone="error" className="mt-6 max-w-3xl">
          {actionData.message}
        </FormMessage>
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
