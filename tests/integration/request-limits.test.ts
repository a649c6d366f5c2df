import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_LIMIT } from "../../server/http/body-limits.ts";
import { postChunked } from "../support/chunked-post.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { apiEndpoints, pagePaths } from "../support/route-table.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// Every request body is counted as it streams in, chunked or not, in front of React Router and
// Better Auth as in front of the REST API, and refused with 413 past its limit (ADR 0062). Every
// page route from app/routes.ts and every REST endpoint from the API router is posted a body just
// past its limit, as an admin (so access checks never stop a request before its body is read).

let server: SharedTestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await sharedTestServer();
  admin = await server.signUpAdmin();
});
afterAll(async () => {
  await server?.close();
});

const sampleId = "00000000-0000-4000-8000-000000000000";
const fill = (pattern: string) => pattern.replace(/:\w+/g, sampleId).replace("*", "no-such-page");

function headers(client: TestClient, contentType: string) {
  return {
    "content-type": contentType,
    origin: new URL(server.url).origin,
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
}

const overLimit = (path: string) => bodyLimitFor(path) + 128 * 1024;

describe("oversized chunked bodies", () => {
  it("are refused with 413 at every page route", async () => {
    for (const pattern of pagePaths()) {
      const path = fill(pattern);
      const status = await postChunked(`${server.url}${path}`, {
        bytes: overLimit(path),
        headers: headers(admin, "application/x-www-form-urlencoded"),
      });
      expect([pattern, status]).toEqual([pattern, 413]);
    }
  });

  it("are refused with 413 at every REST endpoint that takes a body", async () => {
    const endpoints = (await apiEndpoints()).filter((endpoint) => !endpoint.startsWith("GET "));
    expect(endpoints.length).toBeGreaterThan(5);
    for (const endpoint of endpoints) {
      const [method, pattern] = endpoint.split(" ") as [string, string];
      const path = `/api${fill(pattern)}`;
      const type =
        pattern === "/images"
          ? "multipart/form-data; boundary=x"
          : pattern.endsWith("/import")
            ? "text/csv"
            : "application/json";
      const status = await postChunked(`${server.url}${path}`, {
        method,
        bytes: overLimit(path),
        headers: headers(admin, type),
      });
      // A DELETE takes no body: its body is never read, only answered past (ADR 0149).
      const expected = method === "DELETE" ? status < 500 && status !== 413 : status === 413;
      expect([endpoint, status, expected]).toEqual([endpoint, status, true]);
    }
  });

  it("are refused with 413 at Better Auth's endpoints", async () => {
    for (const path of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/send-verification-email",
      "/api/auth/sign-out",
    ]) {
      const status = await postChunked(`${server.url}${path}`, {
        bytes: overLimit(path),
        headers: headers(createClient(server.url), "application/json"),
      });
      expect([path, status]).toEqual([path, 413]);
    }
  });

  it("hold a visitor to the form limit even on the admin's image form", async () => {
    expect(bodyLimitFor("/addNews")).toBeGreaterThan(FORM_LIMIT * 10);
    const status = await postChunked(`${server.url}/addNews`, {
      bytes: FORM_LIMIT * 3,
      headers: headers(createClient(server.url), "multipart/form-data; boundary=x"),
    });
    expect(status).toBe(413);
  });

  it("leave the server answering normally", async () => {
    expect((await createClient(server.url).get("/healthz")).status).toBe(200);
  });
});

describe("a declared oversized body", () => {
  it("is refused before it is read", async () => {
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "x".repeat(FORM_LIMIT + 1),
    });
    expect(response.status).toBe(413);
  });
});
