import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../support/http-client.ts";
import { ADMIN_EMAIL, startTestServer, type TestServer } from "../support/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("the audit log", () => {
  it("records who added and deleted what, and shows it to admins only", async () => {
    const admin = createClient(server.url);
    await server.signUpAdmin(admin);
    const added = await admin.post("/api/addVideo", {
      url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      title: "Audited video",
    });
    expect(added.status).toBe(201);
    const { insertedId } = (await added.json()) as { insertedId: string };
    expect((await admin.delete(`/api/deleteVideo/${insertedId}`)).status).toBe(200);

    const page = await admin.get("/auditLog");
    expect(page.status).toBe(200);
    const table = (await page.text()).match(/<tbody[\s\S]*<\/tbody>/)?.[0] ?? "";
    expect(table).toContain(ADMIN_EMAIL);
    expect(table.match(new RegExp(insertedId, "g"))?.length).toBe(2);
    expect(table).toMatch(/deleted[\s\S]*created/i);

    const user = createClient(server.url);
    await user.signUp("curious@audit.test");
    expect((await user.get("/auditLog")).status).toBe(403);
  });
});
