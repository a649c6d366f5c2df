import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Every sign-in success and failure is logged with time, address and account, without secrets.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "info" });
});
afterAll(async () => {
  await server?.close();
});

function events(name: string) {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"event":"${name}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the sign-in log", () => {
  it("records successes and failures with time, address and email, never the password", async () => {
    const client = createClient(server.url);
    await client.signUp("logged@signin.test", "Passw0rd!", "Logged");
    await createClient(server.url).signIn("logged@signin.test", "Passw0rd!");
    const failed = await createClient(server.url).post("/api/auth/sign-in/email", {
      email: "logged@signin.test",
      password: "Wrong-passw0rd!",
    });
    expect(failed.status).toBe(401);
    await expect.poll(() => events("signin.failure").length).toBe(1);
    const [success] = events("signin.success");
    const [failure] = events("signin.failure");
    for (const entry of [success, failure]) {
      expect(entry).toMatchObject({
        email: "logged@signin.test",
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      });
      expect(typeof entry?.time).toBe("number");
    }
    expect(server.output()).not.toContain("Passw0rd!");
    expect(server.output()).not.toContain("Wrong-passw0rd!");
  });
});
