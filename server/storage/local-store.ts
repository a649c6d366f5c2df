import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type ObjectStore } from "./store-contract.ts";

/** Public path under which the local store's files are served (see server/http/express-app.ts). */
export const uploadsPath = "/uploads";

export function uploadsFolder(dataDir: string) {
  return path.join(dataDir, "uploads");
}

/** Files under DATA_DIR/uploads, served by this server at /uploads/<key>. */
export class LocalStore implements ObjectStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = uploadsFolder(dataDir);
  }

  private fileOf(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer) {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file. The temporary name is derived from
    // the key alone, so delete() can also remove one a crash left half-written.
    const temporary = temporaryOf(file);
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async delete(key: string) {
    const file = this.fileOf(key);
    await rm(file, { force: true });
    await rm(temporaryOf(file), { force: true });
  }

  publicUrl(key: string) {
    assertSafeKey(key);
    return `${uploadsPath}/${key}`;
  }

  keyOf(url: string) {
    const pathname = url.startsWith("/") ? url : safePathname(url);
    if (!pathname?.startsWith(`${uploadsPath}/`)) return undefined;
    return pathname.slice(uploadsPath.length + 1);
  }
}

const temporaryOf = (file: string) => `${file}.tmp`;

function safePathname(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}
