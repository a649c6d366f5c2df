import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The operator's settings for where the server runs (ADR 0065): TRUST_PROXY says whose
// X-Forwarded-For names the client, and production refuses a plain-http SITE_URL off loopback.

let server: TestServer | undefined;
afterAll(async () => {
  await server?.close();
});

/** Failed sign-ins "from" an address: the per-address limit shows which address was counted. */
async function failFrom(forwardedFor: string) {
  const response = await createClient(server!.url).request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "x-forwarded-for": forwardedFor },
    json: { email: `nobody-${Math.random()}@settings.test`, password: "Wrong0ne!" },
  });
  return response.status;
}

const limits = { LOGIN_MAX_FAILURES_PER_IP: "2", AUTH_RATE_LIMIT_PER_MINUTE: "1000" };

describe("TRUST_PROXY", () => {
  it("off: X-Forwarded-For is ignored, every request counts as the connection's address", async () => {
    server = await startTestServer({ ...limits, TRUST_PROXY: "off" });
    expect(await failFrom("198.51.100.1")).toBe(401);
    expect(await failFrom("198.51.100.2")).toBe(401);
    expect(await failFrom("198.51.100.3")).toBe(429);
  });

  it("a hop count: the address the nearest proxy saw is the client's", async () => {
    server = await server!.restart({ ...limits, TRUST_PROXY: "1" });
    // A client may put anything first; the one proxy in front appends the real address.
    expect(await failFrom("1.1.1.1, 198.51.100.7")).toBe(401);
    expect(await failFrom("2.2.2.2, 198.51.100.7")).toBe(401);
    expect(await failFrom("3.3.3.3, 198.51.100.7")).toBe(429);
    expect(await failFrom("3.3.3.3, 198.51.100.8")).toBe(401);
  });

  it("an address list without this proxy: its header is not believed", async () => {
    server = await server!.restart({ ...limits, TRUST_PROXY: "10.0.0.2" });
    // The connection's own address (loopback) used up its failures in the first test.
    expect(await failFrom("198.51.100.11")).toBe(429);
  });

  it("anything else stops the start with a message naming it", async () => {
    await expect(startTestServer({ TRUST_PROXY: "true" })).rejects.toThrow(
      /TRUST_PROXY: must be a hop count/,
    );
  });
});

describe("production on plain http", () => {
  // The server from the TRUST_PROXY tests runs on loopback (the default SITE_URL) and plain http.
  it("warns loudly on loopback", async () => {
    expect(new URL(server!.url).hostname).toMatch(/^(localhost|127\.0\.0\.1)$/);
    expect(server!.output()).toMatch(/WARNING: SITE_URL http:\/\/localhost:\d+ is plain http/);
  });

  it("refuses to start on any other host", async () => {
    await expect(startTestServer({ SITE_URL: "http://agency.example" })).rejects.toThrow(
      /SITE_URL: .*plain http.*ALLOW_INSECURE_HTTP=true/,
    );
  });

  it("starts with ALLOW_INSECURE_HTTP=true, warning that it does", async () => {
    server = await server!.restart({
      SITE_URL: "http://agency.example",
      ALLOW_INSECURE_HTTP: "true",
    });
    expect(server.output()).toMatch(/WARNING: .*Running anyway because ALLOW_INSECURE_HTTP=true/);
    expect((await createClient(server.url).get("/healthz")).status).toBe(200);
  });
});
