import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECK_MS } from "../../server/http/stalled-readers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Slow clients cannot hold connections (review L4, ADR 0124): a trickled body or trickled headers
// are answered 408 and closed within seconds, while an idle keep-alive connection stays usable.
// A page-cache hit is no way around it.
// Each trickle is planned to last a minute; the server must end it long before.

// A stalled reader is cut after STALLED_READER_SECONDS (a minute by default); here after five.
const STALLED_MS = 5_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STALLED_READER_SECONDS: String(STALLED_MS / 1000) });
});
afterAll(async () => {
  await server?.close();
});

type Trickle = { answer: string; sent: number; planned: number };

/** Opens a connection, writes `head`, then one more piece a second, until the server closes it. */
function trickle(head: string, piece: string, planned = 60): Promise<Trickle> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent === planned) {
        clearInterval(timer);
        socket.destroy();
        return reject(new Error(`the server still listened after ${planned} pieces`));
      }
      sent += 1;
      socket.write(piece);
    }, 1_000);
    socket.on("data", (data) => {
      answer += data;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, sent, planned });
    });
    socket.write(head);
  });
}

/** Two requests on one connection, `idleMs` apart: the statuses of both. */
function keepAliveTwice(idleMs: number): Promise<string[]> {
  const { port } = new URL(server.url);
  const request = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => {
      answer += data;
      const statuses = answer.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      if (statuses.length === 2) {
        socket.destroy();
        resolve(statuses);
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error(`closed after: ${answer.slice(0, 200)}`)));
    socket.write(request);
    setTimeout(() => socket.write(request), idleMs);
  });
}

/**
 * Pipelines `count` requests for `path`, reads nothing for `pauseMs`, then reads what it can: how
 * many answers arrived before the connection closed.
 */
function neverReading(path: string, count: number, pauseMs: number): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.pause();
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(count));
    const answers = () => answer.match(/HTTP\/1\.1 200 /g)?.length ?? 0;
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      if (answers() === count) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(answers()));
    setTimeout(() => socket.resume(), pauseMs);
  });
}

// Each test waits on the server's own clock on a connection of its own: run side by side.
describe.concurrent("slow clients", () => {
  it("answers 408 to a trickled body and closes, a trickle of headers too; an idle keep-alive connection stays usable", async () => {
    const host = `Host: 127.0.0.1\r\n`;
    const [body, headers, idle] = await Promise.all([
      trickle(
        `POST /login HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n`,
        "a",
      ),
      trickle(`GET / HTTP/1.1\r\n${host}`, "X-Slow: 1\r\n"),
      // Longer than the headers timeout: waiting for the next request is not sending slowly.
      keepAliveTwice(12_000),
    ]);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(body.answer).toContain("The request took too long to arrive.");
    expect(body.sent).toBeLessThan(body.planned / 2);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.sent).toBeLessThan(headers.planned / 2);
    expect(idle).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"]);
  }, 60_000);

  it("closes a trickled body sent with a GET of a cached page (review L4, the page-cache path)", async () => {
    // Rendered once, then stored: the trickle's GET finds it in the cache.
    for (let i = 0; i < 2; i += 1) await (await fetch(`${server.url}/about`)).arrayBuffer();
    const body = await trickle(
      `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n`,
      "a",
    );
    // The page is answered; the connection does not outlive the body's allowance.
    expect(body.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(body.sent).toBeLessThan(body.planned / 2);
  }, 90_000);

  it("closes a connection whose client stops reading its answers (third review)", async () => {
    const PIPELINED = 3000;
    // Far more than the socket buffers hold (up to 32 MB on loopback): the rest is never sent.
    // Past the allowance and two checks of it, the connection is gone.
    const received = await neverReading("/about", PIPELINED, STALLED_MS + 2 * CHECK_MS + 5_000);
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(PIPELINED);
  }, 60_000);
});
