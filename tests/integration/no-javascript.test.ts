import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Forms must work before (or without) JavaScript: the server HTML holds every form whole, never a
// streamed placeholder that only a script would swap for the real thing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("pages without JavaScript", () => {
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
