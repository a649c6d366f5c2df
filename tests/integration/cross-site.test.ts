import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.close();
});

function signUp(headers: Record<string, string>) {
  return fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      email: `x${Math.random()}@cross.test`,
      password: "Passw0rd!",
      name: "X",
    }),
  });
}

describe("cross-site requests", () => {
  it("refuses a state-changing request from a foreign origin with 403", async () => {
    const response = await signUp({ origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      message: "Cross-site requests are not allowed.",
    });
  });

  it("refuses Sec-Fetch-Site: cross-site even without an Origin", async () => {
    expect((await signUp({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("refuses a cross-site form post to a page", async () => {
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=a%40b.c&password=x",
    });
    expect(response.status).toBe(403);
  });

  it("accepts the site's own origin and clients that send no Origin", async () => {
    expect((await signUp({ origin: new URL(server.url).origin })).status).toBe(200);
    expect((await signUp({})).status).toBe(200);
  });
});
