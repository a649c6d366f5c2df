import { spawn } from "node:child_process";
import { freePort } from "../../tests/support/free-port.ts";
import { median } from "./stats.ts";

// Start-up: from `node server.js` on an existing embedded database (migrations already applied,
// as after any restart) to the first /healthz 200, the moment a load balancer would send traffic.
// Measured several times; the median is reported.

async function startOnce(dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    while (performance.now() - started < 30_000) {
      if (child.exitCode !== null) throw new Error("the server exited during start-up");
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the server was not ready within 30 s");
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** Median milliseconds to a healthy server over `runs` starts on the same database. */
export async function measureStartup(dataDir: string, runs = 5) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await startOnce(dataDir));
  return median(times);
}
