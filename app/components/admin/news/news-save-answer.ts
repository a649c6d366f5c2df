import { data } from "react-router";
import type { SavedArticle } from "#app/lib/news-view.ts";

// What the Add/Edit News action answers the form's fetcher, and a save that got no answer at all
// (offline, connection cut), which the form shows as the spec's 'An error occurred while
// submitting the article.' rather than the error page.

export type NewsSaveAnswer =
  | {
      ok: true;
      saved: SavedArticle;
      /** "Email to subscribers" was ticked: queued now, or waiting for the article to go live. */
      emailing?: "now" | "when-published";
    }
  | { ok: false; reason?: string; message?: string; errors?: Record<string, string> }
  | { ok: false; thrown: true };

/** The line a save's confirmation adds when "Email to subscribers" was ticked. */
export const emailingNote = {
  now: " It is on its way to its subscribers.",
  "when-published": " It goes to its subscribers when it is published.",
} as const;

/**
 * The Add/Edit News routes' clientAction. The error status keeps React Router from loading the
 * page's data again, which would fail the same way and show the error page after all.
 */
export async function answerSave<Answer>(serverAction: () => Promise<Answer>) {
  try {
    return await serverAction();
  } catch {
    return data({ ok: false as const, thrown: true as const }, { status: 503 });
  }
}
