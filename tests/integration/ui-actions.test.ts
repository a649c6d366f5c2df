import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { type SharedTestServer, sharedTestServer } from "../support/shared-test-server.ts";

// The UI mutates through route actions only (ADR 0152): the posts its fetchers make, sent here as
// plain form posts to a real server. The REST API answering the same changes is proved by
// videos-api, news-api and inbox-api tests.

let server: SharedTestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await sharedTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
});
afterAll(async () => {
  await server?.close();
});

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const post = (client: TestClient, pathname: string, fields: Record<string, string>) =>
  client.request(pathname, { method: "POST", body: form(fields) });
const visitor = (n: number) => ({ "x-forwarded-for": `10.30.3.${n}` });

describe("a row's Delete in the admin tables", () => {
  it("deletes a video from the video list's action, once", async () => {
    const added = await admin.post("/api/addVideo", { url: "https://youtu.be/uiDelete001" });
    const { insertedId } = (await added.json()) as { insertedId: string };
    const first = await post(admin, "/deleteVideo", { intent: "delete", id: insertedId });
    expect(first.status).toBe(200);
    const videos = (await (await admin.get("/api/allVideos")).json()) as { _id: string }[];
    expect(videos.map((video) => video._id)).not.toContain(insertedId);
    const again = await post(admin, "/deleteVideo", { intent: "delete", id: insertedId });
    expect(again.status).toBe(404);
    expect((await post(admin, "/deleteVideo", { intent: "delete", id: "nope" })).status).toBe(404);
  });

  it("deletes an article from the news list's action, once", async () => {
    const added = await admin.post("/api/addNew", article({ title: "Deleted from the list" }));
    const { insertedId } = (await added.json()) as { insertedId: string };
    const first = await post(admin, "/deleteNews", { intent: "delete-article", id: insertedId });
    expect(first.status).toBe(200);
    expect((await admin.get(`/api/news/${insertedId}`)).status).toBe(404);
    const again = await post(admin, "/deleteNews", { intent: "delete-article", id: insertedId });
    expect(again.status).toBe(404);
  });

  it("refuses a visitor who is not signed in", async () => {
    const anonymous = createClient(server.url);
    const answer = await post(anonymous, "/deleteNews", { intent: "delete-article", id: "x" });
    expect([302, 303, 401, 403]).toContain(answer.status);
  });
});

describe("the public forms posted by their fetcher", () => {
  it("an enquiry is answered in place, and stored as the REST API stores it", async () => {
    const name = `In place ${Date.now()}`;
    const answer = await admin.request("/enquiry", {
      method: "POST",
      headers: visitor(1),
      body: form({
        variant: "home",
        name,
        email: "inplace@example.com",
        phone: "0121 496 0000",
        projectDetails: "A website.",
        submittedAt: new Date().toISOString(),
        inPlace: "1",
      }),
    });
    expect(answer.status).toBe(200);
    const contacts = (await (await admin.get("/api/contacts")).json()) as { name: string }[];
    expect(contacts.map((row) => row.name)).toContain(name);
  });

  it("a booking is answered in place; without the field, with the thank-you page", async () => {
    const fields = {
      name: "Booked in place",
      email: "booker@example.com",
      telephone: "07700 900123",
      date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      occasion: "Wedding",
    };
    const inPlace = await admin.request("/book", {
      method: "POST",
      headers: visitor(2),
      body: form({ ...fields, inPlace: "1" }),
    });
    expect(inPlace.status).toBe(200);
    const page = await admin.request("/book", {
      method: "POST",
      headers: visitor(3),
      body: form(fields),
    });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/book?sent=1");
  });
});

describe("the news editor's save", () => {
  it("takes an image uploaded first, by its address", async () => {
    const upload = await uploadImage(admin, await jpeg(640, 360));
    const { data } = (await upload.json()) as { data: { url: string } };
    const title = `Saved by the action ${Date.now()}`;
    // Dated after the other files' news, so the list's first page holds it on the shared server.
    const { img: _img, keywords, ...fields } = article({ title, date: "2026-11-28" });
    const answer = await post(admin, "/addNews", {
      ...(fields as Record<string, string>),
      keywords: (keywords as string[]).join(", "),
      img: data.url,
      intent: "publish",
      inPlace: "1",
    });
    expect(answer.status).toBe(201);
    const all = (await (await admin.get("/api/allNews")).json()) as {
      title: string;
      img: string;
    }[];
    const saved = all.find((row) => row.title === title);
    expect(saved?.img).toContain(new URL(data.url, server.url).pathname);
  });
});

describe("Edit News's 'Discard them'", () => {
  it("drops this editor's autosaved text through the page's action", async () => {
    const added = await admin.post("/api/addNew", article({ title: "Autosaved then discarded" }));
    const { insertedId } = (await added.json()) as { insertedId: string };
    const autosaved = await admin.post(`/api/news/${insertedId}/autosave`, {
      ...article({ title: "Typed but not saved" }),
      keywords: "mela",
    });
    expect(autosaved.status).toBe(200);
    expect(await (await admin.get(`/editNews/${insertedId}`)).text()).toContain(
      "Unpublished changes",
    );
    const answer = await post(admin, `/editNews/${insertedId}`, { intent: "discard-autosave" });
    expect(answer.status).toBe(200);
    const page = await (await admin.get(`/editNews/${insertedId}`)).text();
    expect(page).not.toContain("Unpublished changes");
    expect(page).not.toContain("Typed but not saved");
  });
});
