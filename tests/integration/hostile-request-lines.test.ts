import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// What an attacker writes on the wire, byte for byte, where no HTTP client would let a test: the
// cases of the attack review of 2026-11-25 (raw request lines, Hosts and framing). The page
// cache stores what one anonymous request renders and serves it to everyone, so nothing in a
// request may choose what is stored under another address.

let server: SharedTestServer;
let port: number;
beforeAll(async () => {
  server = await sharedTestServer();
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close();
});

type Answer = { status: number; head: string; body: string };

/** Sends `head` (request line and headers, without the blank line) and reads until close. */
function raw(head: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [top = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(top.split(" ")[1] ?? 0), head: top, body });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

const titleOf = async (path: string) =>
  (await (await fetch(`${server.url}${path}`)).text()).match(/<title>([^<]*)<\/title>/)?.[1];

describe("a Host that is more than a host", () => {
  it("is refused, and what a page's address stores stays that page", async () => {
    const cases = [
      ["GET /privacy", "x#"],
      ["GET /terms", `127.0.0.1:${port}/news?b=`],
      ["GET /work", "h/about#"],
      ["HEAD /web-development", "example.com\\news\\search?q=This%20site%20has%20moved#"],
      ["GET /about", "a@b"],
      ["GET /contact", "example.com?#"],
    ] as const;
    for (const [line, host] of cases) {
      const answer = await raw(`${line} HTTP/1.1\r\nHost: ${host}`);
      expect([line, host, answer.status]).toEqual([line, host, 400]);
    }
    expect(await titleOf("/privacy")).toMatch(/Privacy/);
    expect(await titleOf("/terms")).toMatch(/Terms/);
    expect(await titleOf("/work")).toMatch(/Work/);
    expect(await titleOf("/web-development")).not.toMatch(/Search/);
  });

  it("a forwarded protocol that is not one falls back to http instead of a 500", async () => {
    const answer = await raw(`GET /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Proto: ,`);
    expect(answer.status).toBe(200);
  });
});

describe("a request target that is not a plain path", () => {
  it("gets a clear 400 from the pages and the API alike", async () => {
    for (const line of [
      "OPTIONS *",
      "POST *",
      "GET *",
      `POST http://127.0.0.1:${port}/contact`,
      "GET http://x/about",
      `POST http://127.0.0.1:${port}/api/auth/sign-in/email`,
      // URL parsing drops a tab: "/%09/" read as "//" made React Router's location throw.
      "GET /%09/",
      "GET /news/%0a/",
      "POST /%0D//",
    ]) {
      const answer = await raw(`${line} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0`);
      expect([line, answer.status, answer.body]).toEqual([
        line,
        400,
        "The request target must be a plain path.",
      ]);
    }
  });
});

describe("answers with no body", () => {
  it("an old tab's route discovery is told to reload, not a 500", async () => {
    for (const target of ["/__manifest?paths=%2Fabout&version=old", "/__manifest"]) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`);
      expect([target, answer.status]).toEqual([target, 204]);
      expect(answer.head.toLowerCase()).toContain("x-remix-reload-document: true");
    }
  });

  it("a HEAD declaring too large a body still gets its 413", async () => {
    const answer = await raw(`HEAD /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 200000`);
    expect(answer.status).toBe(413);
  });
});
