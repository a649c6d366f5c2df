import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

// One e2e server per Playwright worker (ADR 0153): each runs the production build on a database
// of its own (PostgreSQL, ADR 0169) with its own mail folder, so workers never queue on one
// database or read each other's mail. The runner picks the ports once (E2E_PORTS) and its workers inherit them;
// Playwright sets a worker's TEST_PARALLEL_INDEX before the worker loads the config, which then
// points E2E_PORT and E2E_MAIL_DIR at that worker's own server.

export type E2eServer = { port: string; origin: string; mailDir: string };

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export async function e2eServers(): Promise<E2eServer[]> {
  if (!process.env.E2E_PORTS) {
    const ports = new Set<number>();
    while (ports.size < E2E_WORKERS) ports.add(await freePort());
    process.env.E2E_PORTS = [...ports].join(",");
  }
  return allE2eServers();
}

/** Every worker's server, from the ports the runner chose. */
export function allE2eServers(): E2eServer[] {
  return (process.env.E2E_PORTS ?? "").split(",").map((port) => ({
    port,
    origin: `http://localhost:${port}`,
    mailDir: path.join(tmpdir(), `agency-e2e-mail-${port}`),
  }));
}
