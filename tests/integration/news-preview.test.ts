import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article } from "../support/news-fixtures.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// The editor's Preview (ADR 0109): the form's unsaved fields drawn as the article page draws
// them, for admins only, never cached or indexed, framed by the site alone.

let server: SharedTestServer;
let admin: TestClient;
let member: TestClient;
let visitor: TestClient;

const formOf = (values: Record<string, unknown>) => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    form.append(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return form;
};
const postPreview = (client: TestClient, values: Record<string, unknown>) =>
  client.request("/previewNews", { method: "POST", body: formOf(values) });

beforeAll(async () => {
  server = await sharedTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  member = createClient(server.url);
  await member.signUp("reader@preview.test");
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe("the article preview", () => {
  it("draws unsaved fields as the article page does, uncached and framed by the site only", async () => {
    const response = await postPreview(admin, {
      ...article({ title: "Not saved anywhere yet" }),
      body1: "## Road closures\n\nThe **mela** opens at noon.",
    });
    expect(response.status, server.output().slice(-3000)).toBe(200);
    const html = await response.text();
    expect(html).toContain("Not saved anywhere yet");
    expect(html).toContain("<h2>Road closures</h2>");
    expect(html).toContain("<strong>mela</strong>");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    // Every other page may still be framed by nobody.
    const other = await admin.get("/addNews");
    expect(other.headers.get("x-frame-options")).toBe("DENY");
    expect(other.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("takes half-written fields and the markup stays the safe subset", async () => {
    const response = await postPreview(admin, {
      title: "",
      body1: "<script>alert(1)</script> [x](javascript:alert(1))",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain('href="javascript:');
  });

  it("is for admins only", async () => {
    const values = article();
    const signedOut = await postPreview(visitor, values);
    expect([302, 303]).toContain(signedOut.status);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
    expect((await postPreview(member, values)).status).toBe(403);
    expect((await member.get("/previewNews")).status).toBe(403);
  });
});
