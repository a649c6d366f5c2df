import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../support/direct-sql.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Manage News' trash (ADR 0161) on a real server, through the posts the page's buttons send
// before JavaScript and the spec's REST delete: a trashed article leaves every public page, feed,
// sitemap, search and API at once, keeps its revisions, comes back whole with Restore, and goes
// for good from the trash or after 30 days (the retention job).

let server: TestServer;
let admin: TestClient;
const visitor = () => createClient(server.url);

beforeAll(async () => {
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
});
afterAll(async () => {
  await server?.close();
});

async function add(title: string) {
  const response = await admin.post("/api/addNew", article({ title, category: "travel" }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** A form post to Manage News, as its buttons send it without JavaScript. */
function act(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return admin.request("/deleteNews", { method: "POST", body });
}

const text = async (client: TestClient, path: string) => (await client.get(path)).text();

/** Everywhere a visitor can find an article, each read once so the page cache holds it. */
async function publicPlaces(title: string, path: string, id: string) {
  const reader = visitor();
  const list = (await (await reader.get("/api/allNews")).json()) as { title: string }[];
  return {
    page: (await reader.get(path)).status,
    api: (await reader.get(`/api/news/${id}`)).status,
    list: list.some((item) => item.title === title),
    category: (await text(reader, "/travel")).includes(title),
    rss: (await text(reader, "/rss.xml")).includes(title),
    sitemap: (await text(reader, "/sitemap.xml")).includes(path),
    // The search page repeats the query, so a result is its link.
    search: (await text(reader, `/news/search?q=${encodeURIComponent(title)}`)).includes(path),
  };
}

const everywhere = {
  page: 200,
  api: 200,
  list: true,
  category: true,
  rss: true,
  sitemap: true,
  search: true,
};
const nowhere = {
  page: 404,
  api: 404,
  list: false,
  category: false,
  rss: false,
  sitemap: false,
  search: false,
};

describe("an article moved to the trash", () => {
  it("leaves every public page and API at once, keeps its revisions, and Restore brings it back", async () => {
    const title = "Trashed lantern festival";
    const id = await add(title);
    const path = new URL(await articlePage(admin, id), server.url).pathname;
    expect(await publicPlaces(title, path, id)).toEqual(everywhere);

    const trashed = await act({ intent: "delete-article", id });
    expect(trashed.status).toBe(200);
    expect(await publicPlaces(title, path, id)).toEqual(nowhere);
    // Out of the editors' list and Edit News too, into the trash.
    expect((await admin.get(`/api/news/${id}`)).status).toBe(404);
    expect((await admin.get(`/editNews/${id}`)).status).toBe(404);
    expect(await text(admin, "/deleteNews")).not.toContain(title);
    expect(await text(admin, "/deleteNews?view=trash")).toContain(title);

    // Restore says what came back (issue 33), and the article is in Manage News' list again.
    const restored = await act({ intent: "restore-article", id });
    expect(restored.status).toBe(200);
    const said = (await restored.text()).replace(/<!-- -->|<[^>]+>/g, "");
    expect(said).toContain(`Restored “${title}”: it is back in Articles`);
    expect(await text(admin, "/deleteNews")).toContain(title);
    expect(await publicPlaces(title, path, id)).toEqual(everywhere);
    expect(await text(admin, "/deleteNews?view=trash")).not.toContain(title);
    const revisions = await admin.get(`/api/news/${id}/revisions`);
    expect(revisions.status).toBe(200);
    expect(((await revisions.json()) as { revisions: unknown[] }).revisions).toHaveLength(1);
  });

  it("is where the spec's REST delete puts it; from there it is deleted for good", async () => {
    const title = "REST trashed harvest fair";
    const id = await add(title);
    const deleted = await admin.delete(`/api/deleteNews/${id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ success: true, deletedCount: 1 });
    expect((await visitor().get(`/api/news/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/deleteNews/${id}`)).status).toBe(404);
    expect(await text(admin, "/deleteNews?view=trash")).toContain(title);

    // A live article is not deleted for good: it goes to the trash first.
    const live = await add("Live one, never for good");
    expect((await act({ intent: "delete-for-good", id: live })).status).toBe(404);
    expect((await act({ intent: "delete-for-good", id })).status).toBe(200);
    expect((await act({ intent: "restore-article", id })).status).toBe(404);
    expect(await text(admin, "/deleteNews?view=trash")).not.toContain(title);
  });

  it("is deleted for good after 30 days by the retention job; Empty trash takes the rest", async () => {
    const old = await add("Trashed long ago");
    const recent = await add("Trashed yesterday");
    await act({ intent: "delete-article", id: old });
    await act({ intent: "delete-article", id: recent });
    server = await server.restart({}, () =>
      runSql(server, [
        `update news set deleted_at = now() - interval '31 days' where id = '${old}'`,
        `update news set deleted_at = now() - interval '1 day' where id = '${recent}'`,
      ]),
    );
    const cookies = admin.cookies;
    admin = createClient(server.url);
    for (const [name, value] of cookies) admin.cookies.set(name, value);
    // The job runs in the background once the restarted server listens and leads.
    await expect
      .poll(
        async () => (await text(admin, "/deleteNews?view=trash")).includes("Trashed long ago"),
        {
          timeout: 60_000,
        },
      )
      .toBe(false);
    expect(await text(admin, "/deleteNews?view=trash")).toContain("Trashed yesterday");
    expect((await act({ intent: "empty-trash" })).status).toBe(200);
    expect(await text(admin, "/deleteNews?view=trash")).toContain("The trash is empty.");
  }, 120_000);
});
