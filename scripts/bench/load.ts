import { spawnSync } from "node:child_process";
import autocannon from "autocannon";

// One load run against one URL, by wrk when it is installed (a higher ceiling on this machine),
// otherwise by autocannon. Both run outside the server process.

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  connections: number;
  seconds: number;
  /** Extra request headers (e.g. a cookie, to measure pages the page cache does not serve). */
  headers?: Record<string, string>;
};

function hasWrk() {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

function runWrk(url: string, { connections, seconds, headers = {} }: LoadOptions): LoadResult {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const run = spawnSync(
    "wrk",
    ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", ...headerArgs, url],
    { encoding: "utf8" },
  );
  const out = run.stdout;
  const number = (re: RegExp) => Number(out.match(re)?.[1] ?? Number.NaN);
  const ms = (re: RegExp) => {
    const match = out.match(re);
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/50%\s+([\d.]+)(us|ms|s)/),
    p99: ms(/99%\s+([\d.]+)(us|ms|s)/),
    errors: number(/Socket errors:.*?(\d+)/) || 0,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/) || 0,
  };
}

async function runAutocannon(
  url: string,
  { connections, seconds, headers }: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const loadTool = hasWrk() ? "wrk" : "autocannon";

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  return loadTool === "wrk" ? runWrk(url, options) : runAutocannon(url, options);
}
