import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestServer } from "./test-server.ts";

// Runs SQL straight against a test server's own database, for what no request can do (making
// rows old). The embedded database belongs to one process: call it while the server is stopped
// (TestServer.restart's whileStopped).

export async function runSql(server: TestServer, statements: string[]) {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new PGlite(path.join(server.dataDir, "db"), { extensions: { pg_trgm } });
  try {
    for (const statement of statements) await db.query(statement);
  } finally {
    await db.close();
  }
}
