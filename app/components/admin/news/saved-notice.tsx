import { Link } from "react-router";
import { savedStatus } from "#app/lib/news-saved.ts";
import type { SavedArticle } from "#app/lib/news-view.ts";

// What an article is after a save, with where to go next (ADR 0102): the public page for a
// published one, the admin's preview of it for a draft or a scheduled one (the same address,
// which shows unpublished articles to admins only), and its Edit page.

const linkClass =
  "tap-target rounded-full border border-current/25 px-4 font-semibold underline-offset-2 hover:underline";

export function SavedNotice({
  saved,
  edit = true,
  centred = false,
}: {
  saved: SavedArticle;
  /** The Edit link; left out on the Edit page itself. */
  edit?: boolean;
  /** In the centred dialog rather than a message at the top of the page. */
  centred?: boolean;
}) {
  const preview = saved.publication !== "published";
  return (
    <div className="mt-2">
      <p className="font-semibold" data-testid="saved-status">
        {savedStatus(saved)}
      </p>
      {preview ? (
        <p className="mt-1 text-sm">Only editors and admins can see it until it is published.</p>
      ) : null}
      <p className={`mt-3 flex flex-wrap gap-3 ${centred ? "justify-center" : ""}`}>
        <Link to={saved.path} className={linkClass}>
          View
        </Link>
        {edit ? (
          <Link to={`/editNews/${saved.id}`} className={linkClass}>
            Edit
          </Link>
        ) : null}
      </p>
    </div>
  );
}
