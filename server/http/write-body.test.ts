import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBody } from "./write-body.ts";

// A rendered document arrives in 2 kB pieces; all of them must reach the visitor, whether the
// connection takes them at once or pushes back.

const PIECES = 400;
const piece = new Uint8Array(2048).fill(65);

function pieces() {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < PIECES) controller.enqueue(piece);
      else controller.close();
    },
  });
}

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader("content-type", "text/plain");
    void writeBody(pieces(), res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
});
