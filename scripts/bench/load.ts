import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

// One load run against one URL, by wrk when it is installed (a higher ceiling on this machine),
// otherwise by autocannon. Both run outside the server process, and neither blocks this one's
// event loop: the bench does other work meanwhile (an admin publishing during a read run).

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

async function runWrk(
  url: string,
  { connections, seconds, headers = {}, randomQuery }: LoadOptions,
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const scriptArgs = randomQuery ? ["-s", randomQueryScript()] : [];
  const threads = Math.min(2, connections);
  // autocannon's 10 s timeout rather than wrk's 2 s: on a busy machine a slow render is latency,
  // and an error is a request that failed.
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
  ];
  const child = spawn("wrk", [...args, ...headerArgs, ...scriptArgs, url]);
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0 || !/Requests\/sec/.test(out)) throw new Error(`wrk failed on ${url}:\n${out}`);
  const number = (re: RegExp) => Number(out.match(re)?.[1] ?? Number.NaN);
  const ms = (re: RegExp) => {
    const match = out.match(re);
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  // "Socket errors: connect 0, read 2, write 0, timeout 13": all of them count.
  const socketErrors = out.match(/Socket errors:([^\n]*)/)?.[1] ?? "";
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/50%\s+([\d.]+)(us|ms|s)/),
    p99: ms(/99%\s+([\d.]+)(us|ms|s)/),
    errors: [...socketErrors.matchAll(/\d+/g)].reduce((sum, [n]) => sum + Number(n), 0),
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
