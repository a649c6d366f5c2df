// npm run backup [-- file.tar.gz]: every table and the uploaded images in one archive.
// On the embedded database, stop the server first; on PostgreSQL it can run live.
import path from "node:path";
import { createBackup } from "../server/backup/backup-archive.ts";
import { getConfig } from "../server/config.ts";
import { closeDb } from "../server/db/client.ts";
import { assertEmbeddedDatabaseFree } from "../server/db/server-lock.ts";
import { keepFilesPrivate } from "../server/private-files.ts";

// The database and whatever else this writes into DATA_DIR are for this user only (ADR 0066).
keepFilesPrivate();

const config = getConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? path.join("backups", `backup-${stamp}.tar.gz`));
try {
  assertEmbeddedDatabaseFree(config.dataDir, Boolean(config.DATABASE_URL));
  const manifest = await createBackup(file);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written to ${file}: ${rows} rows in ${Object.keys(manifest.tables).length} tables${manifest.uploads ? ", uploads included" : ""}.`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
