// Both databases: the attempt counter's own upsert SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { waitForOutboxMessage } from "../support/outbox.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The account rules hold whichever door a request uses: the pages' form actions (which call Better
// Auth in-process) and Better Auth's own HTTP endpoints under /api/auth (ADRs 0063, 0064).
// Each test speaks from client addresses of its own (X-Forwarded-For from a trusted loopback
// proxy), so the per-address counts of one test never reach another.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    AUTH_RATE_LIMIT_PER_MINUTE: "5",
    LOGIN_MAX_FAILURES_PER_EMAIL: "3",
    LOGIN_MAX_FAILURES_PER_IP: "50",
  });
});
afterAll(async () => {
  await server?.close();
});

const from = (address: string) => ({ "x-forwarded-for": address });

function formPost(address: string, values: Record<string, string>) {
  return {
    method: "POST",
    headers: { ...from(address), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  };
}

function jsonPost(address: string, json: unknown) {
  return { method: "POST", headers: from(address), json };
}

const signUpFields = (email: string, password = "Passw0rd!") => ({
  intent: "password",
  name: "Door Tester",
  photoURL: "https://example.com/p.png",
  email,
  password,
});

describe("requests per minute per address", () => {
  it("counts sign-ups through the form and the API together", async () => {
    const address = "203.0.113.10";
    const client = createClient(server.url);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const door = i % 2 === 0 ? "form" : "api";
      const email = `door-${i}@limits.test`;
      const response =
        door === "form"
          ? await client.request("/signUp", formPost(address, signUpFields(email)))
          : await client.request(
              "/api/auth/sign-up/email",
              jsonPost(address, { email, password: "Passw0rd!", name: "Door" }),
            );
      answers.push(response.status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const viaForm = await client.request(
      "/signUp",
      formPost(address, signUpFields("door-5@limits.test")),
    );
    expect(viaForm.status).toBe(429);
    expect(await viaForm.text()).toContain("Too many requests. Please try again later.");
    const viaApi = await client.request(
      "/api/auth/sign-up/email",
      jsonPost(address, { email: "door-6@limits.test", password: "Passw0rd!", name: "Door" }),
    );
    expect(viaApi.status).toBe(429);
  });

  it("lets no burst of simultaneous sign-ups through past the limit", async () => {
    const address = "203.0.113.11";
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createClient(server.url).request(
          "/signUp",
          formPost(address, signUpFields(`burst-${i}@limits.test`)),
        ),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("counts an IPv6 visitor by their /64, whichever address in it they pick", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const response = await createClient(server.url).request(
        "/signUp",
        formPost(`2001:db8:77:1::${i.toString(16)}`, signUpFields(`v6-${i}@limits.test`)),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const neighbour = await createClient(server.url).request(
      "/signUp",
      formPost("2001:db8:77:2::1", signUpFields("v6-other@limits.test")),
    );
    expect(neighbour.status).toBe(200);
  });

  it("counts password-reset requests through the form and the API together", async () => {
    const address = "203.0.113.12";
    const client = createClient(server.url);
    for (let i = 0; i < 5; i += 1) {
      const email = `reset-door-${i}@limits.test`;
      const response =
        i % 2 === 0
          ? await client.request("/reset", formPost(address, { email }))
          : await client.request("/api/auth/request-password-reset", jsonPost(address, { email }));
      expect(response.status).toBe(200);
    }
    const viaForm = await client.request("/reset", formPost(address, { email: "x@limits.test" }));
    expect(viaForm.status).toBe(429);
  });

  it("answers 404 for Better Auth endpoints no page uses", async () => {
    const member = createClient(server.url);
    await member.request(
      "/api/auth/sign-up/email",
      jsonPost("203.0.113.13", { email: "unused@limits.test", password: "Passw0rd!", name: "U" }),
    );
    for (const endpoint of [
      "/api/auth/update-user",
      "/api/auth/change-password",
      "/api/auth/change-email",
      "/api/auth/delete-user",
      "/api/auth/sign-in/social",
    ]) {
      const response = await member.request(endpoint, jsonPost("203.0.113.13", { name: "x" }));
      expect([endpoint, response.status]).toEqual([endpoint, 404]);
    }
  });
});

describe("the password rules on the server", () => {
  it("refuses a weak password at Better Auth's sign-up endpoint, with the spec's message", async () => {
    const client = createClient(server.url);
    const response = await client.request(
      "/api/auth/sign-up/email",
      jsonPost("203.0.113.20", { email: "weak@limits.test", password: "aaaaaa", name: "Weak" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      "Password must have one Uppercase one lower case, one number and one special character.",
    );
    expect(client.cookies.size).toBe(0);
    const retry = await client.request(
      "/api/auth/sign-up/email",
      jsonPost("203.0.113.20", { email: "weak@limits.test", password: "Str0ng!pw", name: "Weak" }),
    );
    expect(retry.status).toBe(200);
  });

  it("refuses a weak new password at Better Auth's reset endpoint", async () => {
    const email = "weak-reset@limits.test";
    await createClient(server.url).request(
      "/api/auth/sign-up/email",
      jsonPost("203.0.113.21", { email, password: "Passw0rd!", name: "Reset" }),
    );
    await createClient(server.url).request(
      "/api/auth/request-password-reset",
      jsonPost("203.0.113.21", { email, redirectTo: "/reset-password" }),
    );
    const token = await resetToken(email);
    const weak = await createClient(server.url).request(
      "/api/auth/reset-password",
      jsonPost("203.0.113.21", { token, newPassword: "abcdefgh" }),
    );
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe(
      "Password must have one Uppercase one lower case, one number and one special character.",
    );
    const strong = await createClient(server.url).request(
      "/api/auth/reset-password",
      jsonPost("203.0.113.21", { token, newPassword: "N3w!passw" }),
    );
    expect(strong.status).toBe(200);
  });
});

describe("the login form without JavaScript", () => {
  // The spec's word for each way a login fails, said by the page's action (the browser shows the
  // same answer in its Login Failed dialog: tests/e2e/accounts-login.spec.ts). Each attempt
  // comes from an address of its own, so no per-address count decides the answer.
  const holder = "login-words@limits.test";
  const login = (address: string, email: string, password: string) =>
    createClient(server.url).request(
      "/login",
      formPost(address, { intent: "password", email, password }),
    );

  it("says which of the spec's failures it was", async () => {
    await createClient(server.url).request(
      "/api/auth/sign-up/email",
      jsonPost("192.0.2.60", { email: holder, password: "Passw0rd!", name: "Holder" }),
    );
    const cases = [
      ["192.0.2.61", holder, "Wrong0ne!", 401, "Incorrect password. Please try again."],
      ["192.0.2.62", "nobody-here@limits.test", "Passw0rd!", 401, "No user found with this email."],
      ["192.0.2.63", "not-an-email", "Passw0rd!", 401, "Invalid email format."],
      // Longer than any password can be: refused before any check, so neither of the above.
      ["192.0.2.64", holder, "Passw0rd!x".repeat(4), 401, "Login failed. Please try again."],
    ] as const;
    for (const [address, email, password, status, message] of cases) {
      const answer = await login(address, email, password);
      expect([message, answer.status]).toEqual([message, status]);
      const html = await answer.text();
      expect(html).toContain("Login Failed");
      expect(html).toContain(message);
    }
  });

  it("refuses one email after repeated failures, even with the right password", async () => {
    const owner = "login-throttle@limits.test";
    await createClient(server.url).request(
      "/api/auth/sign-up/email",
      jsonPost("192.0.2.66", { email: owner, password: "Passw0rd!", name: "Owner" }),
    );
    const address = "192.0.2.65";
    for (let i = 0; i < 3; i += 1) {
      expect((await login(address, owner, "Wrong0ne!")).status).toBe(401);
    }
    const throttled = await login(address, owner, "Passw0rd!");
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toContain("Too many login attempts. Please try again later.");
  });
});

/** The token of the newest reset link mailed (to the outbox) to `email`. */
async function resetToken(email: string) {
  const mail = await waitForOutboxMessage(server.dataDir, email, /Reset/);
  const token = mail.text.match(/\/reset-password\/([^?\s]+)/)?.[1];
  if (!token) throw new Error(`no reset link in:\n${mail.text}`);
  return token;
}

describe("sign-in failures", () => {
  const owner = "owner-lock@limits.test";
  const attacker = "198.51.100.66";
  const ownersAddress = "192.0.2.44";
  const signIn = (address: string, password: string) =>
    createClient(server.url).request(
      "/api/auth/sign-in/email",
      jsonPost(address, { email: owner, password }),
    );

  it("lock out the attacker's address for that account, never the owner", async () => {
    await createClient(server.url).request(
      "/api/auth/sign-up/email",
      jsonPost("192.0.2.45", { email: owner, password: "Own3r!pw", name: "Owner" }),
    );
    for (let i = 0; i < 3; i += 1) expect((await signIn(attacker, "Guess1!x")).status).toBe(401);
    // The attacker's address is refused for this account, even with the right password.
    expect((await signIn(attacker, "Own3r!pw")).status).toBe(429);
    // Others guessing from further addresses only slow answers down.
    expect((await signIn("198.51.100.67", "Guess2!x")).status).toBe(401);
    // The owner, from their own address, gets in: slowed, not locked.
    const ownerAttempt = await createClient(server.url).request("/login", {
      ...formPost(ownersAddress, { intent: "password", email: owner, password: "Own3r!pw" }),
    });
    expect(ownerAttempt.status).toBe(302);
    expect(server.output()).toMatch(/"event":"signin\.slowed","email":"owner-lock@limits\.test"/);
  });

  it("are forgiven by a completed password reset", async () => {
    const client = createClient(server.url);
    await client.request("/reset", formPost(ownersAddress, { email: owner }));
    const token = await resetToken(owner);
    const reset = await client.request(
      "/reset-password",
      formPost(ownersAddress, { token, password: "Fresh1!pw", confirmPassword: "Fresh1!pw" }),
    );
    expect(reset.status).toBe(200);
    expect((await signIn(attacker, "Guess3!x")).status).toBe(401);
  });
});
