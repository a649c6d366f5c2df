import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tar from "tar";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { dumpDatabase, loadDatabase } from "./database-dump.ts";
import { appliedMigrationCount, migrationsUpTo } from "./migration-level.ts";

// One .tar.gz holds everything the site cannot recreate: every table and the uploaded images
// (local storage; an S3 bucket is backed up by its own provider).

type Manifest = {
  format: 1;
  createdAt: string;
  migrations: number;
  tables: Record<string, number>;
  uploads: boolean;
};

const uploadsDir = () => path.join(getConfig().dataDir, "uploads");

export async function createBackup(file: string) {
  const work = mkdtempSync(path.join(tmpdir(), "agency-backup-"));
  try {
    const db = getDb();
    const tables = await dumpDatabase(db, work);
    const uploads = existsSync(uploadsDir());
    if (uploads) cpSync(uploadsDir(), path.join(work, "uploads"), { recursive: true });
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrationCount(db),
      tables,
      uploads,
    };
    writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
    await tar.create({ gzip: true, file, cwd: work, portable: true }, ["."]);
    // Every password hash and enquiry is in it: owner only, whatever the caller's umask was.
    chmodSync(file, 0o600);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function restoreBackup(file: string) {
  const work = mkdtempSync(path.join(tmpdir(), "agency-restore-"));
  try {
    await tar.extract({ file, cwd: work });
    const manifestFile = path.join(work, "manifest.json");
    if (!existsSync(manifestFile))
      throw new Error(`${file} is not a backup of this site (no manifest.json).`);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}.`);
    const partial = migrationsUpTo(manifest.migrations);
    try {
      await migrateDatabase(partial);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
    const restored = await loadDatabase(getDb(), work, Object.keys(manifest.tables));
    await migrateDatabase();
    if (manifest.uploads) cpSync(path.join(work, "uploads"), uploadsDir(), { recursive: true });
    return { manifest, restored };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
