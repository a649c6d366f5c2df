import { chmodSync, mkdirSync } from "node:fs";

// Everything the server and its scripts write holds someone's secrets: the database (password
// hashes, sessions), the generated signing secret, mail in the outbox (live reset links), backups.
// None of it is for other local users (ADR 0066).

/** New files and folders of this process: owner only (0600 and 0700). Call first thing. */
export function keepFilesPrivate() {
  process.umask(0o077);
}

/** Creates the folder owner-only, or corrects an existing one (older installs made it 0755). */
export function securePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
