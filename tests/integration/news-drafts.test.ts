import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// A draft needs only its title (ADR 0101), through the REST API and the form without JavaScript
// alike; publishing it still needs the spec's required fields, and a draft stays private.

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe("drafts", () => {
  it("are saved with only a title, and stay private", async () => {
    const response = await admin.post("/api/addNew", {
      title: "Idea: Eid food guide",
      status: "draft",
    });
    expect(response.status).toBe(201);
    const { insertedId } = await response.json();
    const stored = await (await admin.get(`/api/news/${insertedId}`)).json();
    expect(stored).toMatchObject({
      title: "Idea: Eid food guide",
      status: "draft",
      date: "",
      img: "",
    });
    expect((await visitor.get(`/api/news/${insertedId}`)).status).toBe(404);
    expect((await visitor.get(`/news/${insertedId}`)).status).toBe(404);
    // The editor can still open it, and its preview.
    expect((await admin.get(`/editNews/${insertedId}`)).status).toBe(200);
    const preview = await admin.get(await articlePage(admin, insertedId));
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Date not set yet");
    expect(await (await admin.get("/deleteNews")).text()).toContain("Idea: Eid food guide");
  });

  it("are saved with only a title from the form without JavaScript", async () => {
    const form = new FormData();
    form.append("title", "Draft posted without script");
    form.append("intent", "draft");
    const response = await admin.request("/addNews", { method: "POST", body: form });
    expect(response.status).toBe(201);
  });

  it("still refuse a title-less draft and badly formed fields", async () => {
    const response = await admin.post("/api/addNew", {
      status: "draft",
      date: "tomorrow",
      img: "javascript:alert(1)",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      title: "Title is Required",
      date: "Enter the date as YYYY-MM-DD",
      img: "Image is Required",
    });
  });

  it("need the spec's required fields to be published", async () => {
    const { insertedId } = await (
      await admin.post("/api/addNew", { title: "Half-written", status: "draft" })
    ).json();
    const publish = await admin.request(`/api/news/${insertedId}`, {
      method: "PUT",
      json: { title: "Half-written", status: "published" },
    });
    expect(publish.status).toBe(400);
    expect((await publish.json()).errors).toMatchObject({
      date: "Date is Required",
      time: "Time is Required",
      category: "Category is Required",
      img: "Image is Required",
    });
    const complete = await admin.request(`/api/news/${insertedId}`, {
      method: "PUT",
      json: article({ title: "Half-written", status: "published" }),
    });
    expect(complete.status).toBe(200);
    expect((await visitor.get(`/api/news/${insertedId}`)).status).toBe(200);
  });
});
