// Picks the store the configuration asks for, once per process (store-contract.ts says what a store is).
import { getConfig } from "../config.ts";
import { LocalStore } from "./local-store.ts";
import { S3Store } from "./s3-store.ts";
import type { ObjectStore } from "./store-contract.ts";

let current: ObjectStore | undefined;

export function getObjectStore(): ObjectStore {
  if (!current) {
    const config = getConfig();
    current = config.S3_BUCKET
      ? new S3Store({
          bucket: config.S3_BUCKET,
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION ?? "us-east-1",
          accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
          sessionToken: config.S3_SESSION_TOKEN,
          timeoutMs: config.S3_TIMEOUT_MS,
          publicUrl: config.S3_PUBLIC_URL,
        })
      : new LocalStore(config.dataDir);
  }
  return current;
}

/** The origin browsers load stored images from, when it is not this site (for the CSP). */
export function externalImageOrigin(): string | undefined {
  const config = getConfig();
  if (!config.S3_BUCKET) return undefined;
  return new URL(getObjectStore().publicUrl("x")).origin;
}
