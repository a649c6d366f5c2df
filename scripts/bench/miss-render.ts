import { median } from "./stats.ts";

// Cache-miss render time: one request at a time (no queueing), each for a different article, so
// every answer is a full render from the database. The headers bypass the page cache.

async function timeOne(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function missRenderTimes(
  baseUrl: string,
  articlePaths: string[],
  headers: Record<string, string>,
) {
  // Warm-up: the first renders compile code paths and fill the database's buffers.
  for (const pathname of articlePaths.slice(0, 20)) await timeOne(`${baseUrl}${pathname}`, headers);
  const article: number[] = [];
  for (const pathname of articlePaths.slice(0, 300))
    article.push(await timeOne(`${baseUrl}${pathname}`, headers));
  const category: number[] = [];
  for (let i = 0; i < 200; i += 1) category.push(await timeOne(`${baseUrl}/travel`, headers));
  return { article: median(article), category: median(category) };
}
