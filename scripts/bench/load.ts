import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
  /** Every request gets a random query parameter no page declares (`?m=<n>`), as a client
   * trying to defeat the page cache would send. */
  randomQuery?: boolean;
};

/** wrk's script for `randomQuery`, written once per run. */
const randomQueryScript = (() => {
  let file: string | undefined;
  return () => {
    if (!file) {
      file = path.join(mkdtempSync(path.join(tmpdir(), "agency-bench-wrk-")), "random-query.lua");
      writeFileSync(
        file,
        `request = function()
  return wrk.format("GET", wrk.path .. "?m=" .. math.random(1, 1000000000))
end
`,
      );
    }
    return file;
  };
})();

function hasWrk() {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

function runWrk(
  url: string,
  { connections, seconds, headers = {}, randomQuery }: LoadOptions,
): LoadResult {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const scriptArgs = randomQuery ? ["-s", randomQueryScript()] : [];
  const threads = Math.min(2, connections);
  const run = spawnSync(
    "wrk",
    [
      `-t${threads}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "--latency",
      ...headerArgs,
      ...scriptArgs,
      url,
    ],
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
  { connections, seconds, headers, randomQuery }: LoadOptions,
): Promise<LoadResult> {
  const { pathname } = new URL(url);
  const requests = randomQuery
    ? [
        {
          setupRequest: (request: object) => ({
            ...request,
            path: `${pathname}?m=${Math.random()}`,
          }),
        },
      ]
    : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers, requests });
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
