import { boundedQueue } from "../bounded-queue.ts";
import { failure, type Result } from "../result.ts";
import { type NewsPage, searchPublicNews } from "./news-repository.ts";

// The public search is the one page a stranger can make the server work for with every request:
// each new query misses the page cache and scans the articles' text. So a query is at most
// 200 characters (the search box allows no more), and searches run at most two at a time; once
// a few are waiting, more are turned away with "try again in a moment" instead of queueing
// behind each other and holding up every other page (attack review of 2026-11-28, ADR 0149).

export const MAX_QUERY_LENGTH = 200;
const searches = boundedQueue(2, 6);

export const queryTooLongMessage = `Search for at most ${MAX_QUERY_LENGTH} characters.`;
export const searchBusyMessage = "Search is busy right now. Please try again in a moment.";

export async function searchNews(options: {
  query: string;
  cursor?: string | null;
  limit: number;
}): Promise<Result<{ page: NewsPage }>> {
  if (options.query.length > MAX_QUERY_LENGTH) return failure("invalid", queryTooLongMessage);
  const page = await searches.run(() => searchPublicNews(options));
  if (!page) return failure("busy", searchBusyMessage, { retryAfterSeconds: 5 });
  return { ok: true, page };
}
