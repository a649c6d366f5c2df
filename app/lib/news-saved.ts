import { formatAdminMoment } from "./admin-dates.ts";
import type { SavedArticle } from "./news-view.ts";

// What the news editor is told after a save (ADR 0102): not only that it worked, but what the
// article now is, in the words Ghost and WordPress use.

/**
 * "Published", "Scheduled for Tue 24 Nov, 08:00 UK time" (its own date and time, in the zone the
 * site keeps its clock in, so an editor abroad is not misled) or "Draft saved".
 */
export function savedStatus(saved: Pick<SavedArticle, "publication" | "publishAt">, now?: number) {
  if (saved.publication === "draft") return "Draft saved";
  if (saved.publication === "scheduled") {
    return `Scheduled for ${formatAdminMoment(saved.publishAt, now)} UK time`;
  }
  return "Published";
}
