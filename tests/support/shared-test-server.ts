import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { type AppProcess, startAppProcess } from "./app-process.ts";
import {
  adminSignUp,
  freshDatabase,
  type TestServer,
  testServerEnv,
  UNLIMITED,
} from "./test-server.ts";

// One production server per Vitest worker, shared by the integration files that need no server of
// their own (ADR 0171): the integration global setup starts one for each worker of its project, and
// a file takes its worker's (VITEST_POOL_ID; a worker runs one file at a time). Nothing is reset
// between files: each file makes its own accounts, titles and addresses, signs up its own admin (a
// pool of ADMIN_EMAILS addresses, one per file) and asserts only about what it made.

export type SharedServerInfo = {
  url: string;
  dataDir: string;
  databaseUrl?: string;
  /** The server's output, for a failing test's message. */
  logFile: string;
  /** One character per file that has taken this server: which admin address is next. */
  takenFile: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    sharedServers: SharedServerInfo[];
  }
}

/** Never stopped or restarted by a file: a file that must do either starts its own server. */
export type SharedTestServer = Omit<TestServer, "child" | "stop" | "restart">;

const SHARED_ADMIN_EMAILS = Array.from({ length: 64 }, (_, n) => `admin-${n + 1}@integration.test`);

/**
 * In the global setup: one server per worker on a fresh copy of the template. Every limit is out
 * of reach: files that prove a limit start their own server with it, and the others' requests
 * (all from the loopback, one address) add up over a whole run.
 */
export async function startSharedServers(
  testDb: Parameters<typeof freshDatabase>[1],
  work: string,
  workers: number,
) {
  const apps: AppProcess[] = [];
  const infos = await Promise.all(
    Array.from({ length: workers }, async (_, n): Promise<SharedServerInfo> => {
      const dataDir = path.join(work, `shared-${n + 1}`);
      const databaseUrl = await freshDatabase(dataDir, testDb);
      const app = await startAppProcess({
        ...testServerEnv(dataDir, databaseUrl, SHARED_ADMIN_EMAILS.join(",")),
        ...UNLIMITED,
      });
      apps.push(app);
      const logFile = path.join(work, `shared-${n + 1}.log`);
      writeFileSync(logFile, app.output());
      app.child.stdout?.on("data", (chunk) => appendFileSync(logFile, chunk));
      app.child.stderr?.on("data", (chunk) => appendFileSync(logFile, chunk));
      const takenFile = path.join(work, `shared-${n + 1}.taken`);
      writeFileSync(takenFile, "");
      return { url: app.url, dataDir, databaseUrl, logFile, takenFile };
    }),
  );
  return { infos, stop: () => Promise.all(apps.map((app) => app.stop())) };
}

/** In a test file: its worker's shared server, with an admin address no other file uses. */
export async function sharedTestServer(): Promise<SharedTestServer> {
  const worker = Number(process.env.VITEST_POOL_ID);
  const info = inject("sharedServers")[worker - 1];
  if (!info) throw new Error(`No shared server for worker ${process.env.VITEST_POOL_ID}.`);
  appendFileSync(info.takenFile, "+");
  const adminEmail = SHARED_ADMIN_EMAILS[readFileSync(info.takenFile, "utf8").length - 1];
  if (!adminEmail) throw new Error("More files than shared admin addresses: add to the pool.");
  return {
    url: info.url,
    dataDir: info.dataDir,
    databaseUrl: info.databaseUrl,
    adminEmail,
    ...adminSignUp(info.url, info.dataDir, adminEmail),
    output: () => readFileSync(info.logFile, "utf8"),
    close: async () => {},
  };
}
