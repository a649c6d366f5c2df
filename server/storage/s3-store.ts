import { sha256Hex, signRequest } from "./sigv4.ts";
import { assertSafeKey, type ObjectStore } from "./store-contract.ts";

export type S3Options = {
  bucket: string;
  /** Custom endpoint (MinIO, R2, ...): path-style addressing. Unset: AWS virtual-hosted style. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch objects (a CDN or the bucket's public address). */
  publicUrl?: string;
};

/** Objects in an S3-compatible bucket, written with signed PUT/DELETE requests. */
export class S3Store implements ObjectStore {
  private readonly options: S3Options;
  constructor(options: S3Options) {
    this.options = options;
  }

  private objectUrl(key: string) {
    assertSafeKey(key);
    const { endpoint, bucket, region } = this.options;
    if (endpoint) return new URL(`${endpoint.replace(/\/$/, "")}/${bucket}/${key}`);
    return new URL(`https://${bucket}.s3.${region}.amazonaws.com/${key}`);
  }

  private async send(method: "PUT" | "DELETE", key: string, body?: Buffer, type?: string) {
    const url = this.objectUrl(key);
    const headers: Record<string, string> = {};
    if (body) {
      headers["content-type"] = type ?? "application/octet-stream";
      // Variants never change under a key, so caches may keep them for a year.
      headers["cache-control"] = "public, max-age=31536000, immutable";
    }
    const signed = signRequest(
      { method, url, headers, payloadHash: sha256Hex(body ?? "") },
      this.options,
    );
    const response = await fetch(url, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
    });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${await response.text()}`);
    }
  }

  put(key: string, body: Buffer, contentType: string) {
    return this.send("PUT", key, body, contentType);
  }

  delete(key: string) {
    return this.send("DELETE", key);
  }

  private publicBase() {
    const { publicUrl, endpoint, bucket, region } = this.options;
    if (publicUrl) return publicUrl.replace(/\/$/, "");
    if (endpoint) return `${endpoint.replace(/\/$/, "")}/${bucket}`;
    return `https://${bucket}.s3.${region}.amazonaws.com`;
  }

  publicUrl(key: string) {
    assertSafeKey(key);
    return `${this.publicBase()}/${key}`;
  }

  keyOf(url: string) {
    const base = `${this.publicBase()}/`;
    return url.startsWith(base) ? url.slice(base.length) : undefined;
  }
}
