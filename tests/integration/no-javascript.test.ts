import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Forms must work before (or without) JavaScript: the server HTML holds every form whole, never a
// streamed placeholder that only a script would swap for the real thing.

let server: TestServer;
beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): it needs a cold page cache, the first visitor a browser.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("pages without JavaScript", () => {
  it("are stored whole even when a browser asked for them first", async () => {
    // The page cache's copy is served to everyone; it once took the shell-first form (placeholders
    // a script fills in) whenever its first visitor was a browser rather than a crawler.
    const browser = {
      "user-agent":
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    };
    const first = await (await fetch(`${server.url}/book`, { headers: browser })).text();
    const next = await (await fetch(`${server.url}/book`)).text();
    for (const html of [first, next]) {
      expect(html).toContain('name="telephone"');
      expect(html).not.toContain('<template id="B:');
    }
  });

  it.each([
    ["/", 'name="projectDetails"'],
    ["/contact", 'name="projectDetails"'],
    ["/enquiry", 'name="projectDetails"'],
    ["/book", 'name="telephone"'],
    ["/login", 'name="password"'],
    ["/signUp", 'name="password"'],
  ])("%s has its form in the server HTML", async (pathname, field) => {
    const html = await (await fetch(`${server.url}${pathname}`)).text();
    expect(html).toContain(field);
    expect(html).not.toMatch(/Loading the (enquiry|booking) form/);
    expect(html).not.toContain('<template id="B:');
  });
});
