import { data, Link } from "react-router";
import { EmptyState } from "#app/components/admin/empty-state.tsx";
import { MediaGrid } from "#app/components/admin/media/media-grid.tsx";
import { SearchForm } from "#app/components/admin/search-form.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { statusPageFor } from "#app/content/status-page.ts";
import { statusPages } from "#app/content/status-pages.ts";
import { validate } from "#app/lib/field-errors.ts";
import { formValues } from "#app/lib/form-values.ts";
import { deleteMediaSchema, mediaSearchSchema } from "#app/lib/media-schema.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { deleteMedia, listMedia } from "#server/media/media-library.ts";
import { failure } from "#server/result.ts";
import type { Route } from "./+types/media-library";

export const handle: PageQueryHandle = { query: ["q", "page"] };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireEditor(request);
  const search = mediaSearchSchema.parse({
    q: url.searchParams.get("q") ?? "",
    page: url.searchParams.get("page") ?? 1,
  });
  return { ...(await listMedia({ query: search.q, page: search.page })), query: search.q };
}

/** Delete, confirmed in the image's dialog: refused while an article (or anything) shows it. */
export async function action({ request }: Route.ActionArgs) {
  await requireEditor(request);
  const form = await request.formData().catch(() => new FormData());
  const parsed = validate(deleteMediaSchema, formValues(form));
  const result = parsed.success
    ? await deleteMedia(parsed.data.key)
    : failure("invalid", Object.values(parsed.errors)[0] ?? "");
  if (result.ok) return { deleted: result.fileName };
  return data({ error: result.message }, statusOf(result));
}

const pageLink =
  "inline-flex min-h-11 items-center rounded-full border border-ink/15 px-5 py-2 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, hasMore, query } = loaderData;
  const at = (to: number) =>
    `?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`;
  return (
    <div>
      <h1 className="text-3xl font-bold">Media library</h1>
      <p className="mt-2 max-w-prose text-ink/70">
        The news images uploaded so far, newest first. An image no article uses can be deleted;
        unused uploads are also cleared a day after they were made.
      </p>
      <div className="mt-6">
        <SearchForm
          id="media-search"
          label="Search by file name or alt text"
          placeholder="File name or alt text"
          query={query}
        />
      </div>
      {actionData && "deleted" in actionData ? (
        <p
          role="status"
          className="mt-4 rounded-2xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          {`“${actionData.deleted}” deleted.`}
        </p>
      ) : null}
      {actionData && "error" in actionData ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          message={query || page > 1 ? "No images found." : "No images uploaded yet."}
          query={query}
        />
      ) : (
        <MediaGrid items={items} />
      )}
      {page > 1 || hasMore ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-2">
          {page > 1 ? (
            <Link to={at(page - 1)} className={pageLink}>
              Newer images
            </Link>
          ) : null}
          {hasMore ? (
            <Link to={at(page + 1)} className={pageLink}>
              Older images
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Media library") }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refusal (not signed in, not an editor) reads as the site's own page for it.
  const copy = statusPageFor(error);
  if (copy !== statusPages.failed) return <StatusPage {...copy} />;
  return (
    <div role="alert">
      <h1 className="text-3xl font-bold">Media library</h1>
      <p className="mt-4 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800">
        The media library could not be loaded. Please try again in a moment.
      </p>
      <Link to="." reloadDocument className={`mt-4 ${pageLink}`}>
        Try again
      </Link>
    </div>
  );
}
