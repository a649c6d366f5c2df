import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

// A stand-in for Sentry's ingestion (ERROR_REPORTING_DSN, ADR 0155): a plain HTTP server on
// loopback that keeps every envelope POSTed to /api/<project>/envelope/ and answers 200, as
// Sentry does. An envelope is lines of JSON: its header, then a header and a payload per item.

export type Envelope = {
  /** The request's path and query, as the SDK addressed it. */
  url: string;
  /** The body as it arrived (unzipped), for checks that nothing else rode along. */
  raw: string;
  header: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: unknown }[];
};

export type SentryEvent = {
  event_id: string;
  level?: string;
  release?: string;
  environment?: string;
  transaction?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: unknown;
  user?: unknown;
};

function parseEnvelope(url: string, raw: string): Envelope {
  const [head = "{}", ...rest] = raw.split("\n");
  const items: Envelope["items"] = [];
  for (let i = 0; i + 1 < rest.length; i += 2) {
    items.push({ header: JSON.parse(rest[i] ?? "{}"), payload: JSON.parse(rest[i + 1] ?? "null") });
  }
  return { url, raw, header: JSON.parse(head), items };
}

export async function startEnvelopeReceiver(project = "42") {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = req.url ?? "/";
      if (
        req.method !== "POST" ||
        new URL(url, "http://x").pathname !== `/api/${project}/envelope/`
      ) {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const raw = (req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString();
      envelopes.push(parseEnvelope(url, raw));
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/${project}`,
    envelopes,
    /** The error events received so far. */
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === "event")
          .map((item) => item.payload as SentryEvent),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type EnvelopeReceiver = Awaited<ReturnType<typeof startEnvelopeReceiver>>;
