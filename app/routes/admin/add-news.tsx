import { useState } from "react";
import { data, redirect, useNavigate } from "react-router";
import { RecoverOffer, useLocalCopy } from "#app/components/admin/news/local-copy.tsx";
import { NewsForm, type NewsFormValues } from "#app/components/admin/news/news-form.tsx";
import { answerSave, emailingNote } from "#app/components/admin/news/news-save-answer.ts";
import { SavedNotice } from "#app/components/admin/news/saved-notice.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { IN_PLACE_FIELD } from "#app/lib/form-rules.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { readFormWithFile } from "#server/http/multipart-form.ts";
import { submitArticleForm } from "#server/news/article-submission.ts";
import { emailArticle, emailingOf } from "#server/newsletter/email-article.ts";
import { readersByCategory } from "#server/newsletter/readers-by-category.ts";
import type { Route } from "./+types/add-news";

export async function loader({ request }: Route.LoaderArgs) {
  await requireEditor(request);
  // Asked before "Email to subscribers" sends: how many readers each category reaches.
  return { readers: await readersByCategory() };
}

/**
 * The form's save: posted as a page without JavaScript (with the image itself), or by the form's
 * fetcher with JavaScript (the image uploaded first, with progress, and sent as its address).
 */
export async function action({ request }: Route.ActionArgs) {
  const editor = await requireEditor(request);
  const { values, file, fileName } = await readFormWithFile(request, "image");
  const result = await submitArticleForm({
    values,
    image: file,
    imageName: fileName,
    userId: editor.id,
  });
  // "Email to subscribers" ticked: sent now, or when the article goes live (ADR 0164).
  const emailed =
    result.ok && values.sendToSubscribers ? await emailArticle(result.saved.id, editor.id) : null;
  // A draft goes on being edited on its own page, which says "Draft saved" (ADR 0102); the
  // fetcher is told, and takes the editor there itself once the local copy is cleared.
  if (result.ok && result.saved.publication === "draft" && !values[IN_PLACE_FIELD]) {
    throw redirect(`/editNews/${result.saved.id}?saved=1`, 303);
  }
  if (result.ok)
    return data(
      { ok: true as const, saved: result.saved, emailing: emailingOf(emailed) },
      { status: 201 },
    );
  return data(
    {
      ok: false as const,
      reason: result.reason,
      message: result.message,
      errors: result.errors ?? {},
    },
    { status: statusOf(result) },
  );
}

/** With JavaScript: a save that gets no answer is the spec's error dialog, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerSave(serverAction);
}

export default function AddNews({ actionData, loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const localCopy = useLocalCopy();
  const [recovered, setRecovered] = useState<NewsFormValues>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Add News</h1>
      <p className="mt-2 text-ink/70">
        Title, date, time, category and image are required to publish. A draft needs only a title:
        save it and finish it later.
      </p>
      {actionData && "thrown" in actionData ? null : actionData?.ok ? (
        <FormMessage tone="success" title="News Added!" className="mt-6 max-w-3xl">
          The news article has been submitted.
          {actionData.emailing ? emailingNote[actionData.emailing] : null}
          <SavedNotice saved={actionData.saved} />
        </FormMessage>
      ) : actionData ? (
        <FormMessage tone="error" className="mt-6 max-w-3xl">
          {actionData.message}
        </FormMessage>
      ) : null}
      {localCopy.offer ? (
        <RecoverOffer
          copy={localCopy.offer}
          onRecover={() => {
            setRecovered(localCopy.offer?.values);
            localCopy.dismiss();
          }}
          onDiscard={localCopy.clear}
        />
      ) : null}
      <div className="mt-8">
        <NewsForm
          key={actionData?.ok ? actionData.saved.id : recovered ? "recovered" : "form"}
          mode="add"
          readers={loaderData.readers}
          initial={recovered}
          startDirty={Boolean(recovered)}
          onChange={localCopy.keep}
          serverErrors={actionData && "errors" in actionData ? actionData.errors : undefined}
          onSaved={(saved) => {
            localCopy.clear();
            if (saved.publication === "draft") void navigate(`/editNews/${saved.id}?saved=1`);
          }}
        />
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Add News") }];
}
