import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startAppProcess } from "./app-process.ts";
import { databaseUrl, startPostgresCluster } from "./postgres-cluster.ts";
import { startSharedServers } from "./shared-test-server.ts";

// Runs once per integration project: migrates one template database (a PGlite folder, or a
// PostgreSQL template database), so each test file can copy a fresh one in well under a second,
// and starts one shared server per worker on a copy of it (tests/support/shared-test-server.ts).

declare module "vitest" {
  export interface ProvidedContext {
    testDb: { driver: "pglite"; templateDir: string } | { driver: "postgres"; serverUrl: string };
  }
}

async function migrateWithServer(env: Record<string, string>) {
  const app = await startAppProcess(env);
  const code = await app.stop();
  if (code !== 0) throw new Error(`template server exited with ${code}:\n${app.output()}`);
}

export default async function setup(project: TestProject) {
  // The project's `env` applies inside test workers, not here: the project's name says which.
  const driver = project.name === "integration-postgres" ? "postgres" : "pglite";
  const work = mkdtempSync(path.join(tmpdir(), `agency-it-${driver}-`));
  if (driver === "pglite") {
    const templateDir = path.join(work, "template");
    await migrateWithServer({ DATA_DIR: templateDir });
    const testDb = { driver, templateDir } as const;
    project.provide("testDb", testDb);
    const shared = await startSharedServers(testDb, work, project.config.maxWorkers);
    project.provide("sharedServers", shared.infos);
    return async () => {
      await shared.stop();
      rmSync(work, { recursive: true, force: true });
    };
  }
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("drop database if exists agency_template");
  await admin.query("create database agency_template");
  await admin.end();
  await migrateWithServer({
    DATA_DIR: path.join(work, "template"),
    DATABASE_URL: databaseUrl(cluster.url, "agency_template"),
    AUTH_SECRET: "integration-tests-secret-integration-tests-secret",
  });
  const testDb = { driver, serverUrl: cluster.url } as const;
  project.provide("testDb", testDb);
  const shared = await startSharedServers(testDb, work, project.config.maxWorkers);
  project.provide("sharedServers", shared.infos);
  return async () => {
    await shared.stop();
    cluster.stop();
    rmSync(work, { recursive: true, force: true });
  };
}
