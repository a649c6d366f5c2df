import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { grantRole, signUpConfirmed } from "../support/roles.ts";
import { apiEndpoints, pagePaths } from "../support/route-table.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// Every page in app/routes.ts and every REST endpoint in the API router itself, each tried by a
// visitor, a signed-in user, an editor and an admin. A route or endpoint that nobody classified
// here fails the test, so a new one cannot slip in unguarded. "editor" means an editor or an
// admin (the newsroom); "admin" an admin alone (ADR 0128).

type Access = "public" | "signed-in" | "editor" | "admin";
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
  "/newsletter": "public",
  "/newsletter/confirm/:token": "public",
  "/newsletter/unsubscribe/:token": "public",
  "/subscribers": "admin",
  "/subscribers/subscribers.csv": "admin",
  "/dashbord/contacts.csv": "admin",
  "/bookingTable/bookings.csv": "editor",
  "/dashbord": "admin",
  "/dashbord/:id": "admin",
  "/bookingTable": "editor",
  "/bookingTable/:id": "editor",
  "/personalData": "admin",
  "/personalData/:email/export.json": "admin",
  "/addNews": "editor",
  "/previewNews": "editor",
  "/editNews/:id": "editor",
  "/deleteNews": "editor",
  "/media": "editor",
  "/addVideo": "editor",
  "/deleteVideo": "editor",
  "/auditLog": "admin",
  "/users": "admin",
  "/settings": "admin",
  "/*": "public",
};

const apiAccess: Record<string, ApiAccess> = {
  "GET /user/:email": "owner-or-admin",
  "POST /users": "signed-in",
  "POST /contact": "public",
  "GET /contacts": "admin",
  "DELETE /contact/:id": "admin",
  "POST /bookingEvents": "public",
  "GET /allbookingEvents": "editor",
  "DELETE /bookingEvents/:id": "editor",
  "POST /images": "editor",
  "GET /images": "editor",
  "GET /allNews": "public",
  "GET /news/:id": "public",
  "POST /addNew": "editor",
  "POST /news/preview": "editor",
  "PUT /news/:id": "editor",
  "GET /news/:id/revisions": "editor",
  "GET /news/:id/revisions/:revisionId": "editor",
  "POST /news/:id/autosave": "editor",
  "DELETE /news/:id/autosave": "editor",
  "DELETE /deleteNews/:id": "editor",
  "GET /allVideos": "public",
  "POST /addVideo": "editor",
  "DELETE /deleteVideo/:id": "editor",
  "POST /newsletter/subscribers/import": "admin",
};

const sampleId = "00000000-0000-4000-8000-000000000000";
const otherEmail = "someone-else@matrix.test";
const fill = (pattern: string) =>
  pattern
    .replace(":email", encodeURIComponent(otherEmail))
    .replace(/:\w+/g, sampleId)
    .replace("*", "no-such-page");

let server: SharedTestServer;
let endpoints: string[];
type Caller = "visitor" | "user" | "editor" | "admin";
const callers: Record<Caller, TestClient> = {} as never;
const order: Caller[] = ["visitor", "user", "editor", "admin"];

/** Whether `caller` may open what `access` guards (a visitor never may, unless public). */
function mayOpen(caller: Caller, access: Access) {
  if (access === "public") return true;
  if (caller === "visitor") return false;
  if (access === "signed-in") return true;
  return caller === "admin" || (caller === "editor" && access === "editor");
}

beforeAll(async () => {
  endpoints = await apiEndpoints();
  server = await sharedTestServer();
  callers.visitor = createClient(server.url);
  callers.user = createClient(server.url);
  await callers.user.signUp("user@matrix.test");
  await createClient(server.url).signUp(otherEmail);
  callers.admin = createClient(server.url);
  await server.signUpAdmin(callers.admin);
  callers.editor = await signUpConfirmed(server, createClient(server.url), "editor@matrix.test");
  await grantRole(callers.admin, "editor@matrix.test", "editor");
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

  // Every page four times over: some 25 s on a busy 2-core machine, and the shared server's admin
  // screens list every file's articles, images and log lines.
  it("answers every page as its class says, for visitors, users, editors and admins", {
    timeout: 60_000,
  }, async () => {
    // A guarded page is also asked for with ?isAdmin=true, which must change nothing (ADR 0081).
    const tries: { pattern: string; access: Access; url: string }[] = Object.entries(
      pageAccess,
    ).flatMap(([pattern, access]) =>
      (access === "public" ? [""] : ["", "?isAdmin=true"]).map((query) => ({
        pattern,
        access,
        url: `${fill(pattern)}${query}`,
      })),
    );
    for (const { pattern, access, url } of tries) {
      const responses = await Promise.all(order.map((caller) => callers[caller].get(url)));
      for (const [index, response] of responses.entries()) {
        const caller = order[index]!;
        const label = `${url} (${access}) ${caller}`;
        expect(response.status, label).toBeLessThan(500);
        const toLogin =
          response.status === 302 &&
          response.headers.get("location")?.startsWith("/login?redirectTo=");
        if (mayOpen(caller, access)) {
          expect([401, 403], label).not.toContain(response.status);
          expect(toLogin, label).toBe(false);
          if (access !== "public") {
            // A page of one record answers 404 for the sample id, which still means "allowed in".
            const allowed = pattern.includes(":") ? [200, 404] : [200];
            expect(allowed, label).toContain(response.status);
          }
        } else if (caller === "visitor") {
          expect(toLogin, label).toBe(true);
        } else {
          expect(response.status, label).toBe(403);
        }
      }
    }
  });

  it("shows an admin every admin screen with the admin navigation, that screen marked current", async () => {
    const adminScreens = Object.entries(pageAccess)
      .filter(
        ([pattern, access]) =>
          access !== "public" && !/[:.]|^\/(profile|previewNews|editNews)/.test(pattern),
      )
      .map(([pattern]) => pattern);
    expect(adminScreens).toHaveLength(12);
    const links = (html: string, label: string) =>
      (
        html.match(new RegExp(`<nav[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`))?.[1] ?? ""
      ).match(/<a [^>]*>/g) ?? [];
    const current = (tags: string[]) =>
      tags
        .filter((tag) => tag.includes('aria-current="page"'))
        .map((tag) => tag.match(/href="([^"]+)"/)?.[1]);
    for (const screen of adminScreens) {
      const response = await callers.admin.get(screen);
      expect(response.status, screen).toBe(200);
      const html = await response.text();
      const admin = links(html, "Admin");
      expect(admin, screen).toHaveLength(adminScreens.length);
      expect(current(admin), screen).toEqual([screen]);
      // The header's Dashbord link is the door to the whole admin area: current on every screen.
      expect(current(links(html, "Main")), screen).toContain("/dashbord");
    }
  });

  it("answers every REST endpoint as its class says, for visitors, users, editors and admins", async () => {
    for (const [endpoint, access] of Object.entries(apiAccess)) {
      const [method, pattern] = endpoint.split(" ") as [string, string];
      for (const caller of order) {
        const response = await callers[caller].request(`/api${fill(pattern)}`, {
          method,
          ...(method === "GET" ? {} : { json: {} }),
        });
        const label = `${endpoint} (${access}) ${caller}`;
        expect(response.status, label).toBeLessThan(500);
        // The owner of a record is tried on their own in users-api.test.ts: here the record is
        // someone else's, so only an admin may read it.
        const open =
          access === "owner-or-admin" ? mayOpen(caller, "admin") : mayOpen(caller, access);
        if (open) expect([401, 403], label).not.toContain(response.status);
        else expect(response.status, label).toBe(caller === "visitor" ? 401 : 403);
      }
    }
  });
});
