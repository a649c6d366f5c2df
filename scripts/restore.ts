// npm run restore -- file.tar.gz: loads a backup into an EMPTY database (a new DATA_DIR, or an
// empty PostgreSQL database) and its uploads; it refuses to mix into existing data.
import path from "node:path";
import { restoreBackup } from "../server/backup/backup-archive.ts";
import { getConfig } from "../server/config.ts";
import { closeDb } from "../server/db/client.ts";
import { assertEmbeddedDatabaseFree } from "../server/db/server-lock.ts";
import { keepFilesPrivate } from "../server/private-files.ts";

// The database and whatever else this writes into DATA_DIR are for this user only (ADR 0066).
keepFilesPrivate();

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <backup.tar.gz>");
  process.exit(2);
}
const config = getConfig();
try {
  assertEmbeddedDatabaseFree(config.dataDir, Boolean(config.DATABASE_URL));
  const { restored } = await restoreBackup(path.resolve(file));
  const rows = Object.values(restored).reduce((sum, count) => sum + count, 0);
  console.log(`Restored ${rows} rows into ${config.DATABASE_URL ? "PostgreSQL" : config.dataDir}.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
