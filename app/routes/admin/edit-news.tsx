import { useState } from "react";
import { data, Link, useNavigate, useRevalidator } from "react-router";
import { NewsForm } from "#app/components/admin/news/news-form.tsx";
import { answerSave } from "#app/components/admin/news/news-save-answer.ts";
import { PendingChanges } from "#app/components/admin/news/pending-changes.tsx";
import { RestoredRevision } from "#app/components/admin/news/restored-revision.tsx";
import { RevisionsPanel } from "#app/components/admin/news/revisions-panel.tsx";
import { SavedNotice } from "#app/components/admin/news/saved-notice.tsx";
import { TestSendForm } from "#app/components/admin/news/test-send-form.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { formatAdminDateTime } from "#app/lib/admin-dates.ts";
import { articlePath } from "#app/lib/article-slug-text.ts";
import {
  type GoneImages,
  type RevisionFields,
  type RevisionSummary,
  restoredFormValues,
  revisionFormValues,
} from "#app/lib/news-revision.ts";
import { notFound } from "#app/lib/not-found.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { readFormWithFile } from "#server/http/multipart-form.ts";
import { submitArticleForm } from "#server/news/article-submission.ts";
import { articleNotFound, getNews } from "#server/news/news-repository.ts";
import { discardAutosave, listRevisions, pendingAutosave } from "#server/news/news-revisions.ts";
import { articleFormValues, savedArticle } from "#server/news/news-view.ts";
import { publicationState } from "#server/news/publication.ts";
import { publishNowFields } from "#server/news/publish-time.ts";
import {
  articleEmailedAt,
  emailArticle,
  emailingOf,
  queueDueIssues,
} from "#server/newsletter/email-article.ts";
import { readersByCategory } from "#server/newsletter/readers-by-category.ts";
import { sendTestIssue } from "#server/newsletter/test-send.ts";
import type { Route } from "./+types/edit-news";

export const handle: PageQueryHandle = { query: ["saved"] };

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const editor = await requireEditor(request);
  const row = await getNews(params.id);
  if (!row) throw notFound(articleNotFound);
  // ?saved: just saved on Add News as a draft (with or without JavaScript), said at the top.
  const saved = url.searchParams.has("saved") ? savedArticle(row) : null;
  const [pending, revisions, emailedAt, readers] = await Promise.all([
    pendingAutosave(row.id, editor.id, row),
    listRevisions(row.id),
    articleEmailedAt(row.id),
    readersByCategory(),
  ]);
  return {
    id: row.id,
    path: articlePath(row.slug),
    values: articleFormValues(row),
    saved,
    // This editor's autosaved text not saved since (ADR 0108): the form starts from it.
    pending: pending
      ? { values: revisionFormValues(pending.fields), at: pending.createdAt.toISOString() }
      : null,
    openedAt: row.updatedAt.toISOString(),
    // Published for a time to come: the form offers "Publish now".
    scheduled: publicationState(row) === "scheduled",
    revisions,
    emailNote:
      emailedAt === "waiting"
        ? "Goes to subscribers when the article is published"
        : emailedAt
          ? `Emailed on ${formatAdminDateTime(emailedAt.toISOString()).text}`
          : null,
    readers,
    editorEmail: editor.email,
  };
}

/**
 * The form's save: posted as a page without JavaScript (with the image itself), or by the form's
 * fetcher with JavaScript (the image uploaded first, with progress, and sent as its address).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const editor = await requireEditor(request);
  const row = await getNews(params.id);
  if (!row) throw notFound(articleNotFound);
  const { values, file, fileName } = await readFormWithFile(request, "image");
  // "Discard them" under the autosaved changes (ADR 0108): the form starts from the article.
  if (values.intent === "discard-autosave") {
    return { ok: true as const, discarded: await discardAutosave(row.id, editor.id) };
  }
  // "Send a test to me": the saved article to this editor only, not counted as the issue.
  if (values.intent === "test-send") {
    const sent = await sendTestIssue(row.id, editor.email);
    if (!sent.ok)
      return data(
        { ok: false as const, reason: sent.reason, message: sent.message, errors: {} },
        { status: statusOf(sent) },
      );
    return { ok: true as const, testSent: `A test is on its way to ${editor.email}.` };
  }
  // "Publish now" on a scheduled article: saved as it is in the form, dated now, published; a
  // newsletter issue waiting for it is queued at once, through the same once-only path (ADR 0164).
  // Refused for any other article (a post made by hand: the button is not shown for it).
  const publishNow = values.intent === "publish-now" ? publishNowFields(values, row) : null;
  if (publishNow && !publishNow.ok) {
    return data(
      { ok: false as const, reason: publishNow.reason, message: publishNow.message, errors: {} },
      { status: statusOf(publishNow) },
    );
  }
  const waiting = publishNow !== null && (await articleEmailedAt(row.id)) === "waiting";
  const result = await submitArticleForm({
    values: publishNow ? publishNow.fields : values,
    image: file,
    imageName: fileName,
    userId: editor.id,
    article: { id: row.id, img: row.img },
  });
  // "Email to subscribers" ticked: sent now, or when the article goes live; a second time it
  // is refused by the domain and nothing more is sent (ADR 0164).
  const emailed =
    result.ok && values.sendToSubscribers ? await emailArticle(row.id, editor.id) : null;
  if (result.ok && waiting) await queueDueIssues();
  if (result.ok) {
    const emailing = emailingOf(emailed) ?? (waiting ? ("now" as const) : undefined);
    return data({ ok: true as const, saved: result.saved, emailing });
  }
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

export default function EditNews(props: Route.ComponentProps) {
  // Another article opened from this page (a link between Edit pages) starts afresh: its own
  // form, autosave and starting values.
  return <EditArticle key={props.loaderData.id} {...props} />;
}

function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // What the form starts from; a restored revision or a discarded autosave starts it again.
  const [start, setStart] = useState<{
    values: typeof loaderData.values;
    dirty: boolean;
    key: number;
    /** The revision the form was last restored from, named above it until saved. */
    restored?: { summary: RevisionSummary; fields: RevisionFields } & GoneImages;
  }>(() => ({
    values: loaderData.pending?.values ?? loaderData.values,
    dirty: Boolean(loaderData.pending),
    key: 0,
  }));
  const [pendingAt, setPendingAt] = useState(loaderData.pending?.at);
  const [unsaved, setUnsaved] = useState(false);
  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">Edit News</h1>
        <Link to={loaderData.path} className="font-semibold text-orange-700 underline">
          View article
        </Link>
      </div>
      <p className="mt-2 text-ink/70">
        A changed slug moves the article; its old address keeps leading to it. Choose a new image
        only to replace the current one.
      </p>
      {actionData && "testSent" in actionData ? (
        <FormMessage tone="success" className="mt-6 max-w-3xl">
          {actionData.testSent}
        </FormMessage>
      ) : actionData &&
        ("thrown" in actionData || "discarded" in actionData) ? null : actionData?.ok ? (
        <FormMessage tone="success" title="News Updated!" className="mt-6 max-w-3xl">
          Your changes have been saved.
          <SavedNotice saved={actionData.saved} edit={false} />
        </FormMessage>
      ) : actionData ? (
        <FormMessage tone="error" className="mt-6 max-w-3xl">
          {actionData.message}
        </FormMessage>
      ) : loaderData.saved ? (
        <FormMessage tone="success" className="mt-6 max-w-3xl">
          <SavedNotice saved={loaderData.saved} edit={false} />
          <p className="mt-2">Go on writing below.</p>
        </FormMessage>
      ) : null}
      {start.restored ? (
        <RestoredRevision {...start.restored} current={loaderData.values} />
      ) : pendingAt ? (
        <PendingChanges
          at={pendingAt}
          published={loaderData.values.status === "published"}
          scheduled={loaderData.scheduled}
          onDiscarded={() => {
            setPendingAt(undefined);
            setStart((last) => ({ values: loaderData.values, dirty: false, key: last.key + 1 }));
          }}
        />
      ) : null}
      <div className="mt-8">
        <NewsForm
          key={`${loaderData.id}:${start.key}`}
          mode="edit"
          articleId={loaderData.id}
          initial={start.values}
          status={loaderData.values.status}
          scheduled={loaderData.scheduled}
          savedMoment={{ date: loaderData.values.date, time: loaderData.values.time }}
          startDirty={start.dirty}
          startedAutosaved={Boolean(pendingAt) && !start.restored}
          openedAt={loaderData.openedAt}
          emailNote={loaderData.emailNote}
          readers={loaderData.readers}
          onConflict={() => void revalidator.revalidate()}
          onUnsavedChange={setUnsaved}
          serverErrors={actionData && "errors" in actionData ? actionData.errors : undefined}
          // Reloads the article, and drops ?saved: the dialog now says what happened.
          onSaved={() => {
            setPendingAt(undefined);
            setStart((last) => ({ ...last, restored: undefined }));
            void navigate(`/editNews/${loaderData.id}`, {
              replace: true,
              preventScrollReset: true,
            });
          }}
        />
      </div>
      <TestSendForm email={loaderData.editorEmail} />
      <RevisionsPanel
        articleId={loaderData.id}
        revisions={loaderData.revisions}
        unsaved={unsaved}
        onRestore={(restored) => {
          const values = restoredFormValues(restored.fields, loaderData.values, restored);
          // The banner compares what the form now holds: bodies without pictures deleted since.
          const { body1, body2, body3, conclusion } = values;
          const fields = { ...restored.fields, body1, body2, body3, conclusion };
          setStart((last) => ({
            values,
            dirty: true,
            key: last.key + 1,
            restored: { ...restored, fields },
          }));
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
      />
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Edit News") }];
}
