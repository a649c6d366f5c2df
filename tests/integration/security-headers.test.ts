import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { observatoryScore } from "../support/observatory-score.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";

// The site as deployed: SITE_URL is https, so cookies are Secure and HSTS is sent.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_URL: "https://www.agency.example" });
});
afterAll(async () => {
  await server?.close();
});

const anonymousPages = ["/", "/login", "/videos", "/enquiry", "/book", "/no-such-page"];

describe("security headers scored by the Mozilla Observatory's rules", () => {
  it.each(anonymousPages)("%s scores A+", async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`);
    const result = observatoryScore(response.headers, { https: true });
    expect(result.notes).toEqual([]);
    expect(result.grade).toBe("A+");
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("static files carry the same headers as pages, a form-action limit included", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    const script = home.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(script).toBeDefined();
    for (const pathname of [script!, "/favicon.svg", "/images/hero-illustration.svg"]) {
      const response = await fetch(`${server.url}${pathname}`);
      expect([pathname, response.status]).toEqual([pathname, 200]);
      const result = observatoryScore(response.headers, { https: true });
      expect([pathname, result.grade, result.notes]).toEqual([pathname, "A+", []]);
      expect(response.headers.get("content-security-policy")).toMatch(/form-action 'self'/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("an admin page and the session cookie that opens it score A+ and are never stored", async () => {
    const admin = createClient(server.url);
    const signUp = await admin.signUp(ADMIN_EMAIL);
    expect(observatoryScore(signUp.headers, { https: true }).grade).toBe("A+");
    expect(signUp.headers.getSetCookie().join()).toMatch(/Secure/);
    await server.confirmAdmin(admin, ADMIN_EMAIL);
    const page = await admin.get("/dashbord");
    expect(page.status).toBe(200);
    expect(observatoryScore(page.headers, { https: true }).grade).toBe("A+");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  it("private API answers are never stored", async () => {
    const admin = createClient(server.url);
    await admin.signIn(ADMIN_EMAIL);
    const response = await admin.get("/api/contacts");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
  });
});
