import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { apiEndpoints, pagePaths } from "../support/route-table.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Every page in app/routes.ts and every REST endpoint in the API router itself, each tried by a
// visitor, a signed-in user and an admin. A route or endpoint that nobody classified here fails
// the test, so a new one cannot slip in unguarded.

type Access = "public" | "signed-in" | "admin";
type ApiAccess = Access | "owner-or-admin";

const pageAccess: Record<string, Access> = {
  "/": "public",
  "/work": "public",
  "/about": "public",
  "/contact": "public",
  "/services": "public",
  "/terms": "public",
  "/privacy": "public",
  "/ecommerce": "public",
  "/web-development": "public",
  "/web-design": "public",
  "/mobile-app": "public",
  "/maintenance-support": "public",
  "/desktop-application": "public",
  "/graphics-design": "public",
  "/ux-ui-design": "public",
  "/digital-marketing": "public",
  "/support-maintenance": "public",
  "/login": "public",
  "/signUp": "public",
  "/reset": "public",
  "/reset-password": "public",
  "/profile": "signed-in",
  "/logout": "public",
  "/bangladesh-porikroma": "public",
  "/business-and-economics": "public",
  "/global-news": "public",
  "/community-well-being": "public",
  "/community-news": "public",
  "/sports": "public",
  "/travel": "public",
  "/news": "public",
  "/news/search": "public",
  "/news/:id": "public",
  "/rss.xml": "public",
  "/:category/rss.xml": "public",
  "/sitemap.xml": "public",
  "/sitemap/:file": "public",
  "/robots.txt": "public",
  "/videos": "public",
  "/enquiry": "public",
  "/book": "public",
  "/dashbord/contacts.csv": "admin",
  "/bookingTable/bookings.csv": "admin",
  "/dashbord": "admin",
  "/dashbord/:id": "admin",
  "/bookingTable": "admin",
  "/bookingTable/:id": "admin",
  "/personalData": "admin",
  "/personalData/:email/export.json": "admin",
  "/addNews": "admin",
  "/editNews/:id": "admin",
  "/deleteNews": "admin",
  "/addVideo": "admin",
  "/deleteVideo": "admin",
  "/auditLog": "admin",
  "/*": "public",
};

const apiAccess: Record<string, ApiAccess> = {
  "GET /user/:email": "owner-or-admin",
  "POST /users": "signed-in",
  "POST /contact": "public",
  "GET /contacts": "admin",
  "DELETE /contact/:id": "admin",
  "POST /bookingEvents": "public",
  "GET /allbookingEvents": "admin",
  "DELETE /bookingEvents/:id": "admin",
  "POST /images": "admin",
  "GET /images": "admin",
  "GET /allNews": "public",
  "GET /news/:id": "public",
  "POST /addNew": "admin",
  "POST /news/preview": "admin",
  "PUT /news/:id": "admin",
  "DELETE /deleteNews/:id": "admin",
  "GET /allVideos": "public",
  "POST /addVideo": "admin",
  "DELETE /deleteVideo/:id": "admin",
};

const sampleId = "00000000-0000-4000-8000-000000000000";
const otherEmail = "someone-else@matrix.test";
const fill = (pattern: string) =>
  pattern
    .replace(":email", encodeURIComponent(otherEmail))
    .replace(/:\w+/g, sampleId)
    .replace("*", "no-such-page");

let server: TestServer;
let endpoints: string[];
const callers: Record<"visitor" | "user" | "admin", TestClient> = {} as never;

beforeAll(async () => {
  endpoints = await apiEndpoints();
  server = await startTestServer();
  callers.visitor = createClient(server.url);
  callers.user = createClient(server.url);
  await callers.user.signUp("user@matrix.test");
  await createClient(server.url).signUp(otherEmail);
  callers.admin = createClient(server.url);
  await server.signUpAdmin(callers.admin);
});
afterAll(async () => {
  await server?.close();
});

describe("the authorization matrix", () => {
  it("classifies every page and every REST endpoint, and nothing that is gone", () => {
    const pages = pagePaths();
    expect(
      pages.filter((page) => !(page in pageAccess)),
      "unclassified pages",
    ).toEqual([]);
    expect(
      Object.keys(pageAccess).filter((page) => !pages.includes(page)),
      "stale",
    ).toEqual([]);
    expect(
      endpoints.filter((e) => !(e in apiAccess)),
      "unclassified endpoints",
    ).toEqual([]);
    expect(
      Object.keys(apiAccess).filter((e) => !endpoints.includes(e)),
      "stale",
    ).toEqual([]);
  });

  it("answers every page as its class says, for visitors, users and admins", async () => {
    for (const [pattern, access] of Object.entries(pageAccess)) {
      const url = fill(pattern);
      const [visitor, user, admin] = await Promise.all(
        [callers.visitor, callers.user, callers.admin].map((client) => client.get(url)),
      );
      const label = `${pattern} (${access})`;
      for (const response of [visitor, user, admin])
        expect(response!.status, label).toBeLessThan(500);
      const toLogin = (response: Response) =>
        response.status === 302 &&
        response.headers.get("location")?.startsWith("/login?redirectTo=");
      if (access === "public") {
        for (const response of [visitor, user, admin]) {
          expect([401, 403], label).not.toContain(response!.status);
          expect(toLogin(response!), label).toBe(false);
        }
      } else {
        expect(toLogin(visitor!), `${label} visitor`).toBe(true);
        expect(user!.status, `${label} user`).toBe(access === "admin" ? 403 : 200);
        // A page of one record answers 404 for the sample id, which still means "allowed in".
        const allowed = pattern.includes(":") ? [200, 404] : [200];
        expect(allowed, `${label} admin`).toContain(admin!.status);
      }
    }
  });

  it("answers every REST endpoint as its class says, for visitors, users and admins", async () => {
    for (const [endpoint, access] of Object.entries(apiAccess)) {
      const [method, pattern] = endpoint.split(" ") as [string, string];
      const call = (client: TestClient) =>
        client.request(`/api${fill(pattern)}`, {
          method,
          ...(method === "GET" ? {} : { json: {} }),
        });
      const visitor = await call(callers.visitor);
      const user = await call(callers.user);
      const admin = await call(callers.admin);
      const label = `${endpoint} (${access})`;
      for (const response of [visitor, user, admin])
        expect(response.status, label).toBeLessThan(500);
      if (access === "public") {
        for (const response of [visitor, user, admin])
          expect([401, 403], label).not.toContain(response.status);
        continue;
      }
      expect(visitor.status, `${label} visitor`).toBe(401);
      if (access === "signed-in") {
        expect([401, 403], `${label} user`).not.toContain(user.status);
      } else {
        expect(user.status, `${label} user`).toBe(403);
      }
      expect([401, 403], `${label} admin`).not.toContain(admin.status);
    }
  });
});
