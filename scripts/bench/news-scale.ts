// npm run bench (news part): a category, an article and a search page with 1,000 and with
// 100,000 published articles. Both sizes run side by side (two servers, two copies of one seeded
// database) and are measured in alternating rounds, so a busy machine slows both alike; the
// median of the rounds' ratios is reported. At a fixed number of connections, mean latency is
// connections ÷ throughput, so the latency ratio is the inverse of the throughput ratio; near 1
// means the indexes keep these pages independent of the archive's size. Requests carry a (stale)
// session cookie, so the page cache is bypassed and every answer is rendered from the database,
// as for a signed-in reader or the first visitor after a write. The cache-miss render time is
// measured at 1,000 articles, one request at a time.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppProcess, startAppProcess } from "../../tests/support/app-process.ts";
import { atMost, below, type Figure, printFigures } from "./figures.ts";
import { load, loadTool } from "./load.ts";
import { missRenderTimes } from "./miss-render.ts";
import { median } from "./stats.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sizes = [1_000, 100_000] as const;
const headers = { cookie: "better-auth.session_token=bench-not-a-session" };

function run(args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed`);
}

async function travelArticles(app: AppProcess) {
  const list = (await (await fetch(`${app.url}/api/allNews?limit=500&category=travel`)).json()) as {
    _id: string;
    slug: string;
  }[];
  return list.map((article) => `/news/${article.slug}`);
}

/** Runs the news benchmark on databases of its own and returns its figures. */
export async function measureNewsScale(): Promise<Figure[]> {
  const root = mkdtempSync(path.join(tmpdir(), "agency-bench-news-"));
  const dirs = sizes.map((size) => path.join(root, String(size)));
  const apps: AppProcess[] = [];
  try {
    run(["scripts/seed.ts"], dirs[0]!);
    run(["scripts/bench/fill-news.ts", String(sizes[0])], dirs[0]!);
    cpSync(dirs[0]!, dirs[1]!, { recursive: true });
    console.log(`Filling a copy to ${sizes[1].toLocaleString("en-GB")} articles...`);
    run(["scripts/bench/fill-news.ts", String(sizes[1])], dirs[1]!);
    for (const dir of dirs)
      apps.push(await startAppProcess({ DATA_DIR: dir, LOG_LEVEL: "silent" }));

    const lists = await Promise.all(apps.map(travelArticles));
    const misses = await missRenderTimes(apps[0]!.url, lists[0]!, headers);
    // An article from the middle of the travel archive, so neither end's caches flatter it.
    const middle = lists.map((list) => list[Math.floor(list.length / 2)]!);
    const pages = [
      { id: "category", name: "category /travel", paths: ["/travel", "/travel"] },
      { id: "article", name: "article /news/:id", paths: middle },
      {
        id: "search",
        name: "search ?q=volunteers",
        paths: sizes.map(() => "/news/search?q=volunteers"),
      },
    ];
    const results = pages.map((page) => ({
      page,
      samples: [[], []] as number[][],
      ratios: [] as number[],
    }));
    for (let round = 1; round <= rounds; round += 1) {
      for (const result of results) {
        const rps: number[] = [];
        for (const [i, app] of apps.entries()) {
          const answer = await load(`${app.url}${result.page.paths[i]}`, {
            connections,
            seconds,
            headers,
          });
          if (answer.errors || answer.non2xx)
            throw new Error(`${result.page.name}: errors under load`);
          rps.push(answer.requestsPerSecond);
          result.samples[i]!.push(answer.requestsPerSecond);
        }
        result.ratios.push(rps[0]! / rps[1]!);
      }
    }
    console.log(
      `\nNews at scale, rendered per request (${loadTool}, ${connections} connections, ${seconds} s per run, ${rounds} rounds)`,
    );
    console.table(
      results.map(({ page, samples, ratios }) => ({
        page: page.name,
        "req/s at 1,000": Math.round(median(samples[0]!)),
        "req/s at 100,000": Math.round(median(samples[1]!)),
        "latency 100k ÷ 1k (median of rounds)": median(ratios).toFixed(2),
      })),
    );
    const ratios = results.map(({ page, ratios }) =>
      atMost({
        id: `scale-${page.id}`,
        name: `${page.name}: latency at 100k ÷ at 1k`,
        value: median(ratios),
        limit: 1.3,
        unit: "×",
        digits: 2,
      }),
    );
    const worst = ratios.reduce((a, b) => (b.value > a.value ? b : a));
    return [
      below({
        id: "miss-article",
        name: "cache miss, article page, median at 1k",
        value: misses.article,
        limit: 20,
        unit: "ms",
        digits: 1,
      }),
      below({
        id: "miss-category",
        name: "cache miss, category page, median at 1k",
        value: misses.category,
        limit: 20,
        unit: "ms",
        digits: 1,
      }),
      ...ratios,
      { ...worst, id: "scale-worst", name: `worst of the above (${worst.name.split(":")[0]})` },
    ];
  } finally {
    for (const app of apps) await app.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  if (!printFigures(await measureNewsScale())) process.exitCode = 1;
}
