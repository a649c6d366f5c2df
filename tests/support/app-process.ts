import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort } from "./free-port.ts";

// Starts the production build (`node server.js`) as a real child process and waits until it
// listens. Used by the integration tests and the benchmark.

export type AppProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

const root = path.resolve(import.meta.dirname, "../..");

/** `from`: another checkout's build to run (the bench's BENCH_REFERENCE); this one by default. */
export async function startAppProcess(
  env: Record<string, string>,
  { from = root }: { from?: string } = {},
): Promise<AppProcess> {
  if (!existsSync(path.join(from, "build/server/index.js"))) {
    throw new Error('No production build found: run "npm run build" first.');
  }
  // The port is free when chosen but not held, so another test can take it first: try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnFreePort(env, from);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function spawnOnFreePort(env: Record<string, string>, from: string): Promise<AppProcess> {
  // A real port, not 0: SITE_URL defaults to http://localhost:$PORT, and origin checks use it.
  const port = String(await freePort());
  const child = spawn(process.execPath, ["server.js"], {
    cwd: from,
    env: { ...process.env, NODE_ENV: "production", PORT: port, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    // Generous: a fresh embedded database on a busy shared 2-core machine can take half a minute.
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${log}`));
    }, 90_000);
    const onData = () => {
      const match = log.match(/"msg":"listening","url":"([^"]+)"/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });
  return {
    url,
    child,
    output: () => log,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
