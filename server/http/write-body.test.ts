import { randomBytes } from "node:crypto";
import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBody } from "./write-body.ts";

// A rendered document arrives in 2 kB pieces; all of them must reach the visitor, whether the
// connection takes them at once or pushes back.

const PIECES = 400;
const piece = new Uint8Array(2048).fill(65);

function pieces(next = () => piece) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < PIECES) controller.enqueue(next());
      else controller.close();
    },
  });
}

let server: Server;
let url: string;
beforeAll(async () => {
  const app = express();
  // Through the compression middleware, as pages rendered per visitor are sent, with bytes that
  // do not compress, so the compressor pushes back often.
  app.get("/compressed", compression(), (_req, res) => {
    res.type("text/plain");
    void writeBody(pieces(noise), res);
  });
  app.use((_req, res) => {
    res.type("text/plain");
    void writeBody(pieces(), res);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const noise = () => randomBytes(2048);

/** Reads a response only after a pause, as a slow phone would. */
function readSlowly(res: IncomingMessage) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.pause();
    setTimeout(() => {
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
      res.on("error", reject);
      res.resume();
    }, 300);
  });
}

describe("writeBody", () => {
  it("delivers every piece to a client that reads at once", async () => {
    const body = await (await fetch(url)).arrayBuffer();
    expect(body.byteLength).toBe(PIECES * piece.length);
  });

  it("waits for a slow client and then delivers the rest", async () => {
    const received = await new Promise<number>((resolve, reject) => {
      get(url, (res) => {
        let bytes = 0;
        res.pause();
        // Nothing is read for a while: the server's writes must wait, not give up or spin.
        setTimeout(() => {
          res.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on("end", () => resolve(bytes));
          res.resume();
        }, 300);
      }).on("error", reject);
    });
    expect(received).toBe(PIECES * piece.length);
  });

  it("keeps one drain listener however often a compressed response pushes back", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    const body = await new Promise<Buffer>((resolve, reject) => {
      get(`${url}compressed`, { headers: { "accept-encoding": "gzip" } }, (res) =>
        readSlowly(res).then(resolve, reject),
      ).on("error", reject);
    });
    process.off("warning", onWarning);
    expect(gunzipSync(body).length).toBe(PIECES * piece.length);
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });
});
