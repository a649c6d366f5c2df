import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { outboxMessages, waitForOutboxMessage } from "../support/outbox.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Sessions, throttling, caching and the account forms without JavaScript, on the real server.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_MAX_FAILURES_PER_EMAIL: "100",
    LOGIN_MAX_FAILURES_PER_IP: "3",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
});
afterAll(async () => {
  await server?.close();
});

function form(values: Record<string, string>) {
  return {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  };
}

describe("sessions", () => {
  it("lives in an httpOnly, SameSite=Lax cookie, not Secure on plain http", async () => {
    const response = await createClient(server.url).signUp("cookie@integration.test");
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("keeps the session token out of every JSON answer over HTTP; the cookie still carries it (review I3)", async () => {
    const client = createClient(server.url);
    const signUp = await client.signUp("token@integration.test");
    const signIn = await client.signIn("token@integration.test");
    const session = await client.get("/api/auth/get-session");
    const answers = [await signUp.json(), await signIn.json(), await session.json()];
    expect(answers[0]).toMatchObject({ user: { email: "token@integration.test" } });
    expect(answers[2]).toMatchObject({ session: { userId: answers[0].user.id } });
    const cookie = client.cookies.get("better-auth.session_token") ?? "";
    const token = decodeURIComponent(cookie).split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(20);
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(token);
      expect(JSON.stringify(answer)).not.toContain('"token"');
    }
    expect((await client.get("/profile")).status).toBe(200);
  });

  it("makes every response to a signed-in request private", async () => {
    const client = createClient(server.url);
    expect((await client.get("/login")).headers.get("cache-control")).not.toBe("private, no-store");
    await client.signUp("cache@integration.test");
    const home = await client.get("/");
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    expect(home.headers.get("vary")).toMatch(/Cookie/);
  });
});

describe("where login sends a signed-in visitor", () => {
  it("never leaves the site, whatever URL parsing makes of redirectTo (review M3)", async () => {
    const client = createClient(server.url);
    await client.signUp("redirect@integration.test");
    for (const target of ["/.//evil.example/phish", "/..//evil.example", "/%2e//evil.example"]) {
      const answer = await client.get(`/login?redirectTo=${encodeURIComponent(target)}`);
      expect([target, answer.status, answer.headers.get("location")]).toEqual([target, 302, "/"]);
    }
    const kept = await client.get(`/login?redirectTo=${encodeURIComponent("/news/search?q=a")}`);
    expect(kept.headers.get("location")).toBe("/news/search?q=a");
  });
});

describe("account forms without JavaScript", () => {
  it("sign-up answers 400 with the schema's messages", async () => {
    const response = await createClient(server.url).request("/signUp", {
      method: "POST",
      ...form({ intent: "password", name: "", photoURL: "", email: "", password: "abc" }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Name is required",
      "Photo URL is required",
      "Email is required",
      "Password must be 6 characters",
    ]) {
      expect(html).toContain(message);
    }
  });

  it("sign-up then login: the login form redirects to a same-site target with the session", async () => {
    const visitor = createClient(server.url);
    const created = await visitor.request("/signUp", {
      method: "POST",
      ...form({
        intent: "password",
        name: "Plain Form",
        photoURL: "https://example.com/p.png",
        email: "plain@integration.test",
        password: "Plain0ne!",
      }),
    });
    expect(created.status).toBe(200);
    // Sign-up does not leave the visitor signed in: the spec says 'Please login'.
    expect(visitor.cookies.size).toBe(0);

    const login = await visitor.request("/login", {
      method: "POST",
      ...form({
        intent: "password",
        email: "plain@integration.test",
        password: "Plain0ne!",
        redirectTo: "//evil.example/x",
      }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/");
    expect((await visitor.get("/api/user/plain%40integration.test")).status).toBe(200);
  });

  it("reset answers the same for known and unknown emails and mails only the known one", async () => {
    await createClient(server.url).signUp("known@integration.test");
    const ask = (email: string) =>
      createClient(server.url).request("/reset", { method: "POST", ...form({ email }) });
    const known = await ask("known@integration.test");
    const unknown = await ask("unknown@integration.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const text = async (r: Response) => (await r.text()).replace(/nonce="[^"]*"/g, "");
    expect(await text(known)).toBe(await text(unknown));

    // Without SMTP_URL the message lands in DATA_DIR/outbox (sign-ups above were sent
    // confirmation mails too; only reset messages count here).
    await waitForOutboxMessage(server.dataDir, "known@integration.test", /Reset/);
    const messages = outboxMessages(server.dataDir).filter((m) => /Reset/.test(m.subject));
    expect(messages.map((m) => m.to)).toEqual(["known@integration.test"]);
    expect(messages[0]?.text).toMatch(/\/api\/auth\/reset-password\/\S+/);
  });
});

// Runs after the form tests: once the address is blocked, every login from it is refused.
describe("login throttling per client address", () => {
  it("refuses after too many failures from one address, whatever the emails, and a forged address header changes nothing", async () => {
    const client = createClient(server.url);
    for (let i = 0; i < 3; i += 1) {
      const response = await client.post("/api/auth/sign-in/email", {
        email: `nobody-${i}@integration.test`,
        password: "Wrong0ne!",
      });
      expect(response.status).toBe(401);
    }
    const blocked = await client.post(
      "/api/auth/sign-in/email",
      { email: "another@integration.test", password: "Wrong0ne!" },
      { headers: { "x-agency-client-ip": "203.0.113.9" } },
    );
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      code: "TOO_MANY_LOGIN_ATTEMPTS",
      message: "Too many login attempts. Please try again later.",
    });
  });
});

describe("reset throttling", () => {
  it("refuses reset requests beyond the per-address limit with a clear message", async () => {
    // Two requests were made by the form tests above; the limit per address is 3.
    const ask = () =>
      createClient(server.url).request("/reset", {
        method: "POST",
        ...form({ email: "flood@integration.test" }),
      });
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many reset requests. Please try again later.");
  });
});

describe("on an https SITE_URL", () => {
  it("marks the session cookie Secure", async () => {
    server = await server.restart({ SITE_URL: "https://agency.example" });
    const response = await createClient(server.url).request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: "https://agency.example", "content-type": "application/json" },
      body: JSON.stringify({ email: "secure@integration.test", password: "Passw0rd!", name: "S" }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
  });
});
