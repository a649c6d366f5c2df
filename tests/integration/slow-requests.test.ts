import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Slow clients cannot hold connections (review L4, ADR 0124): a trickled body or trickled headers
// are answered 408 and closed within seconds, while an idle keep-alive connection stays usable.
// Each trickle is planned to last a minute; the server must end it long before.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

describe("slow clients", () => {
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
});
