import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_LIMIT } from "../../server/http/body-limits.ts";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// Values built to make a backtracking pattern work quadratically, sent to every text field of
// every public form and endpoint: each must be answered with a 4xx, and /healthz must keep
// answering meanwhile (ADR 0060). Before, one 30 kB email held the event loop for 2.6 s; at
// the sizes here a quadratic pattern would take minutes, far past this test's timeout.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(UNLIMITED);
});
afterAll(async () => {
  await server?.close();
});

/** 100 kB (past the body limit: refused before any parsing) and just under the limit (parsed). */
const sizes = [100 * 1024, FORM_LIMIT - 2 * 1024];
const shapes = (size: number) => [
  `a@${".".repeat(size)}@`,
  `a@${"a.".repeat(size / 2)}!`,
  `${"a".repeat(size)}@`,
  `${"aA1!".repeat(size / 4)}\n`,
  " ".repeat(size),
];

const targets: {
  path: string;
  kind: "json" | "form";
  fields: string[];
  base?: Record<string, string>;
}[] = [
  {
    path: "/api/contact",
    kind: "json",
    fields: ["name", "company", "email", "phone", "projectDetails", "submittedAt"],
  },
  { path: "/api/contact", kind: "json", fields: ["email"], base: { variant: "contact" } },
  {
    path: "/api/bookingEvents",
    kind: "json",
    fields: ["name", "email", "telephone", "date", "occasion", "message"],
  },
  {
    path: "/enquiry",
    kind: "form",
    fields: ["name", "company", "email", "phone", "projectDetails"],
  },
  {
    path: "/enquiry",
    kind: "form",
    fields: ["email"],
    base: { variant: "contact", notRobot: "on" },
  },
  {
    path: "/book",
    kind: "form",
    fields: ["name", "email", "telephone", "date", "occasion", "message"],
  },
  { path: "/login", kind: "form", fields: ["email", "password"], base: { intent: "password" } },
  {
    path: "/signUp",
    kind: "form",
    fields: ["name", "photoURL", "email", "password"],
    base: { intent: "password" },
  },
  { path: "/reset", kind: "form", fields: ["email"] },
  { path: "/reset-password", kind: "form", fields: ["token", "password", "confirmPassword"] },
  { path: "/api/auth/sign-in/email", kind: "json", fields: ["email", "password"] },
  { path: "/api/auth/sign-up/email", kind: "json", fields: ["email", "password", "name", "image"] },
  { path: "/api/auth/request-password-reset", kind: "json", fields: ["email"] },
  { path: "/api/auth/send-verification-email", kind: "json", fields: ["email"] },
];

describe("pathological values", () => {
  it("are answered 4xx at every text field, and /healthz answers all along", async () => {
    const client = createClient(server.url);
    let healthy = 0;
    let sending = true;
    const health = (async () => {
      while (sending) {
        const response = await client.get("/healthz");
        await response.arrayBuffer();
        if (response.status === 200) healthy += 1;
      }
    })();
    try {
      for (const target of targets) {
        for (const field of target.fields) {
          for (const size of sizes) {
            for (const value of shapes(size)) {
              const values = {
                email: "a@b.co",
                password: "Passw0rd!",
                name: "A",
                ...target.base,
                [field]: value,
              };
              const response =
                target.kind === "json"
                  ? await client.post(target.path, values)
                  : await client.request(target.path, {
                      method: "POST",
                      headers: { "content-type": "application/x-www-form-urlencoded" },
                      body: new URLSearchParams(values).toString(),
                    });
              await response.arrayBuffer();
              const label = `${target.path} ${field} ${value.slice(0, 12)}… (${value.length})`;
              expect(response.status, label).toBeGreaterThanOrEqual(400);
              expect(response.status, label).toBeLessThan(500);
            }
          }
        }
      }
    } finally {
      sending = false;
      await health;
    }
    expect(healthy).toBeGreaterThan(0);
  }, 120_000);
});
