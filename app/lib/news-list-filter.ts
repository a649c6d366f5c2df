import { z } from "zod";
import { newsCategoryValues } from "./news-categories.ts";
import type { PublicationState } from "./news-view.ts";

// The Manage News list's search and filters (issue 17 item 7), read from the URL's query so a
// filtered list can be shared, bookmarked and walked back with the browser's Back button, and the
// form works as a plain GET without JavaScript. A value the list does not know (a hand-edited URL)
// is dropped rather than refused: the list then shows more, never an error.

export const newsStates = ["draft", "scheduled", "published"] as const satisfies PublicationState[];

export const newsListFilterSchema = z.object({
  q: z.string().trim().max(200).catch("").default(""),
  category: z.enum(newsCategoryValues).optional().catch(undefined),
  status: z.enum(newsStates).optional().catch(undefined),
});

export type NewsListFilter = z.infer<typeof newsListFilterSchema>;

/**
 * The filter a list URL asks for. The route reads each parameter itself, so the check that routes
 * declare what they read (page-query.test.ts) sees them.
 */
export function readNewsListFilter(params: Record<keyof NewsListFilter, string | null>) {
  return newsListFilterSchema.parse({
    q: params.q ?? undefined,
    category: params.category || undefined,
    status: params.status || undefined,
  });
}

/** The query string of a filter (and any extra parameters, such as a page's cursor). */
export function newsListQuery(filter: NewsListFilter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category) params.set("category", filter.category);
  if (filter.status) params.set("status", filter.status);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const isFiltered = (filter: NewsListFilter) =>
  Boolean(filter.q || filter.category || filter.status);
