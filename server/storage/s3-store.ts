import { AwsClient } from "aws4fetch";
import { assertSafeKey, type ObjectStore } from "./store-contract.ts";

// Requests are signed by aws4fetch (AWS Signature V4, a few kB, well kept), which also retries
// an answer of 5xx or 429 with backoff. Each request, retries included, is bounded by a timeout:
// a store that accepts the connection and never answers must not hold an editor's upload (or a
// connection of the server) for ever.

export type S3Options = {
  bucket: string;
  /** Custom endpoint (MinIO, R2, ...): path-style addressing. Unset: AWS virtual-hosted style. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (STS, an instance or task role) come with one. */
  sessionToken?: string;
  /** Where browsers fetch objects (a CDN or the bucket's public address). */
  publicUrl?: string;
  /** The most one request may take, its retries included. */
  timeoutMs?: number;
  /** Further attempts after a 5xx or 429 answer. */
  retries?: number;
};

/** Objects in an S3-compatible bucket, written with signed PUT/DELETE requests. */
export class S3Store implements ObjectStore {
  private readonly options: S3Options;
  private readonly client: AwsClient;
  constructor(options: S3Options) {
    this.options = options;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      sessionToken: options.sessionToken,
      service: "s3",
      region: options.region,
      retries: options.retries ?? 3,
      initRetryMs: 100,
    });
  }

  private objectUrl(key: string) {
    assertSafeKey(key);
    const { endpoint, bucket, region } = this.options;
    if (endpoint) return `${endpoint.replace(/\/$/, "")}/${bucket}/${key}`;
    return `https://${bucket}.s3.${region}.amazonaws.com/${key}`;
  }

  private async send(method: "PUT" | "DELETE", key: string, body?: Buffer, type?: string) {
    const headers: Record<string, string> = {};
    if (body) {
      headers["content-type"] = type ?? "application/octet-stream";
      // Variants never change under a key, so caches may keep them for a year.
      headers["cache-control"] = "public, max-age=31536000, immutable";
    }
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    let response: Response;
    try {
      response = await this.client.fetch(this.objectUrl(key), {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as Error).name === "TimeoutError") {
        throw new Error(`S3 ${method} ${key} failed: no answer within ${timeoutMs} ms`);
      }
      throw new Error(`S3 ${method} ${key} failed: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${await response.text()}`);
    }
    await response.body?.cancel();
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
