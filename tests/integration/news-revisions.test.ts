import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../support/direct-sql.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articleForm } from "../support/news-fixtures.ts";
import { grantRole, signUpConfirmed } from "../support/roles.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Every save keeps a revision (ADR 0107), capped at 50 per article; autosave keeps one without
// touching the article (ADR 0108); a save over another tab's newer save is refused, said why.

let server: TestServer;
let admin: TestClient;
let member: TestClient;
let visitor: TestClient;

type Revision = {
  id: string;
  kind: string;
  savedAt: string;
  savedBy: string;
  state: string;
  date: string;
  time: string;
};

const put = (client: TestClient, id: string, json: unknown) =>
  client.request(`/api/news/${id}`, { method: "PUT", json });
const revisionsOf = async (id: string) =>
  ((await (await admin.get(`/api/news/${id}/revisions`)).json()) as { revisions: Revision[] })
    .revisions;
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await admin.post("/api/addNew", article(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  member = createClient(server.url);
  await member.signUp("reader@integration.test");
  visitor = createClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe("revisions", () => {
  it("are kept for every save, newest first, with who saved, and can be opened", async () => {
    const id = await create({ title: "First words" });
    expect((await put(admin, id, article({ title: "Second words" }))).status).toBe(200);
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(2);
    expect(revisions.map((r) => r.kind)).toEqual(["save", "save"]);
    // By name: editors read the history, and are not shown the staff's email addresses.
    expect(revisions[0]!.savedBy).toBe("Test User");
    expect(Date.parse(revisions[0]!.savedAt)).toBeGreaterThanOrEqual(
      Date.parse(revisions[1]!.savedAt),
    );
    const opened = await admin.get(`/api/news/${id}/revisions/${revisions[1]!.id}`);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    const { revision } = await opened.json();
    expect(revision.fields).toMatchObject({ title: "First words", category: "community news" });
    // Rendered as the article page renders it.
    expect(revision.sections[0].html).toContain("<p>Thousands gathered");
  });

  it("say where the article stood in each, and Edit News says a scheduled one is (issue 33)", async () => {
    const id = await create({ title: "Boat race later", date: "2099-06-01", time: "10:00" });
    const page = await (await admin.get(`/editNews/${id}`)).text();
    // The Status select keeps the spec's values; its option says when the article goes live.
    expect(page).toMatch(
      /<option value="published"[^>]*>Published — scheduled for [^<]*2099, 10:00 UK time</,
    );
    const draft = { ...article({ title: "Boat race later" }), status: "draft", date: "", time: "" };
    expect((await put(admin, id, draft)).status).toBe(200);
    expect((await put(admin, id, article({ title: "Boat race now" }))).status).toBe(200);
    const standing = (await revisionsOf(id)).map(({ state, date, time }) => ({
      state,
      date,
      time,
    }));
    expect(standing).toEqual([
      { state: "published", date: "2026-05-01", time: "14:30" },
      { state: "draft", date: "", time: "" },
      { state: "scheduled", date: "2099-06-01", time: "10:00" },
    ]);
    expect(await (await admin.get(`/editNews/${id}`)).text()).not.toContain("scheduled for");
  });

  it("keep only the newest 50 of an article", async () => {
    const id = await create({ title: "Saved often" });
    for (let n = 1; n <= 51; n += 1) {
      expect((await put(admin, id, article({ title: `Saved often ${n}` }))).status).toBe(200);
    }
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(50);
    const newest = await admin.get(`/api/news/${id}/revisions/${revisions[0]!.id}`);
    expect((await newest.json()).revision.fields.title).toBe("Saved often 51");
    const oldest = await admin.get(`/api/news/${id}/revisions/${revisions[49]!.id}`);
    expect((await oldest.json()).revision.fields.title).toBe("Saved often 2");
  });

  it("autosave keeps a revision, never changes the public article, and coalesces", async () => {
    const id = await create({ title: "Published story" });
    const before = await (await visitor.get(`/api/news/${id}`)).json();
    const first = await admin.post(`/api/news/${id}/autosave`, {
      ...article({ title: "Published story, half-edited" }),
    });
    expect(first.status).toBe(200);
    const second = await admin.post(`/api/news/${id}/autosave`, {
      ...article({ title: "Published story, edited more" }),
    });
    expect(second.status).toBe(200);
    // The public article is as it was.
    const after = await (await visitor.get(`/api/news/${id}`)).json();
    expect(after.title).toBe("Published story");
    expect(after.updatedAt).toBe(before.updatedAt);
    // Two pauses in typing make one revision, the newest text.
    const revisions = await revisionsOf(id);
    expect(revisions.map((r) => r.kind)).toEqual(["autosave", "save"]);
    // The Edit page starts from the autosaved text and says it is not published yet.
    const edit = await (await admin.get(`/editNews/${id}`)).text();
    expect(edit).toContain("Published story, edited more");
    expect(edit).toContain("Unpublished changes");
    // Discarding it goes back to the saved article.
    expect((await admin.delete(`/api/news/${id}/autosave`)).status).toBe(200);
    expect((await revisionsOf(id)).map((r) => r.kind)).toEqual(["save"]);
    expect(await (await admin.get(`/editNews/${id}`)).text()).not.toContain(
      "Published story, edited more",
    );
  });

  it("an autosave that holds what the article holds is no unsaved change", async () => {
    const id = await create({ title: "Saved, then autosaved late" });
    // What the Edit form holds of the saved article: its newest revision's fields.
    const formOf = async () => {
      const [newest] = await revisionsOf(id);
      const opened = await admin.get(`/api/news/${id}/revisions/${newest!.id}`);
      const fields = (await opened.json()).revision.fields as Record<string, unknown>;
      // As a form posts them: no nulls.
      return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    };
    const held = await formOf();
    // The editor typed, autosaved, then typed their way back to the saved text.
    const detour = await admin.post(`/api/news/${id}/autosave`, { ...held, title: "A detour" });
    expect(detour.status).toBe(200);
    expect((await revisionsOf(id)).map((r) => r.kind)).toEqual(["autosave", "save"]);
    expect((await admin.post(`/api/news/${id}/autosave`, held)).status).toBe(200);
    expect((await revisionsOf(id)).map((r) => r.kind)).toEqual(["save"]);
    // A save, then an autosave of the same text landing after it (sent as the save went out),
    // with the form's line ends: the Edit page offers nothing back.
    const saved = article({ title: "Saved at last", body1: "One line\nand another" });
    expect((await put(admin, id, saved)).status).toBe(200);
    const late = { ...(await formOf()), body1: "One line\r\nand another" };
    expect((await admin.post(`/api/news/${id}/autosave`, late)).status).toBe(200);
    expect((await revisionsOf(id)).map((r) => r.kind)).toEqual(["save", "save"]);
    expect(await (await admin.get(`/editNews/${id}`)).text()).not.toContain("Unpublished changes");
    // A real change is still kept.
    const changed = await admin.post(`/api/news/${id}/autosave`, { ...late, title: "Changed" });
    expect(changed.status).toBe(200);
    expect(await (await admin.get(`/editNews/${id}`)).text()).toContain("Unpublished changes");
    // Scheduled, the banner does not claim readers see the article.
    expect((await put(admin, id, { ...saved, date: "2099-01-01" })).status).toBe(200);
    const scheduled = { ...(await formOf()), title: "Changed again" };
    expect((await admin.post(`/api/news/${id}/autosave`, scheduled)).status).toBe(200);
    const page = await (await admin.get(`/editNews/${id}`)).text();
    expect(page).toContain("The scheduled article goes live as last saved");
    expect(page).not.toContain("Readers still see");
  });

  it("an editor's autosave is theirs: never loaded into another's form, never pushing saves out", async () => {
    const editor = createClient(server.url);
    await signUpConfirmed(server, editor, "newsroom@integration.test", "Newsroom Editor");
    await grantRole(admin, "newsroom@integration.test", "editor");
    const id = await create({ title: "Shared story" });
    const planted = "Planted by another account";
    const autosave = (client: TestClient, n: number) =>
      client.post(`/api/news/${id}/autosave`, { ...article({ title: `${planted} ${n}` }) });
    // Two accounts autosaving in turn, as an outside review did 60 times.
    for (let n = 1; n <= 30; n += 1) {
      expect((await autosave(editor, n)).status).toBe(200);
      expect((await autosave(admin, n)).status).toBe(200);
    }
    // One pending autosave each, and the article's save is still in its history.
    const kinds = (await revisionsOf(id)).map((r) => r.kind).sort();
    expect(kinds).toEqual(["autosave", "autosave", "save"]);
    // The admin's form starts from the admin's own autosave, not the editor's.
    expect((await admin.delete(`/api/news/${id}/autosave`)).status).toBe(200);
    const adminForm = await (await admin.get(`/editNews/${id}`)).text();
    expect(adminForm).not.toContain(planted);
    // The editor's own is still theirs, and discarding someone else's is not possible.
    expect(await (await editor.get(`/editNews/${id}`)).text()).toContain(`${planted} 30`);
  });

  it("autosave takes half-written text but refuses what is not text", async () => {
    const id = await create();
    const half = await admin.post(`/api/news/${id}/autosave`, { title: "", body1: "Half a" });
    expect(half.status).toBe(200);
    const bad = await admin.post(`/api/news/${id}/autosave`, { title: { $gt: "" } });
    expect(bad.status).toBe(400);
  });

  it("a save over one made elsewhere since the editor opened it is refused, said why", async () => {
    const id = await create({ title: "Two tabs" });
    const opened = (await (await admin.get(`/api/news/${id}`)).json()).updatedAt as string;
    // The other tab saves first.
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(opened));
    expect(
      (await put(admin, id, { ...article({ title: "Tab B" }), openedAt: opened })).status,
    ).toBe(200);
    const late = await put(admin, id, { ...article({ title: "Tab A" }), openedAt: opened });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toMatch(/saved elsewhere/);
    expect((await (await admin.get(`/api/news/${id}`)).json()).title).toBe("Tab B");

    // The Edit form posted without JavaScript carries when it was opened too.
    const edit = await (await admin.get(`/editNews/${id}`)).text();
    expect(edit).toMatch(/<input type="hidden" name="openedAt" value="[^"]+"/);
    const form = await articleForm({ title: "Tab C", imageAlt: "A park" });
    form.set("status", "published");
    form.set("openedAt", opened);
    const plain = await admin.request(`/editNews/${id}`, { method: "POST", body: form });
    expect(plain.status).toBe(409);
    expect(await plain.text()).toContain("saved elsewhere");
    expect((await (await admin.get(`/api/news/${id}`)).json()).title).toBe("Tab B");
  });

  it("are for admins only", async () => {
    const id = await create();
    const [revision] = await revisionsOf(id);
    const paths = [
      ["GET", `/api/news/${id}/revisions`],
      ["GET", `/api/news/${id}/revisions/${revision!.id}`],
      ["POST", `/api/news/${id}/autosave`],
      ["DELETE", `/api/news/${id}/autosave`],
    ] as const;
    for (const [method, path] of paths) {
      const init = method === "GET" ? { method } : { method, json: {} };
      expect((await visitor.request(path, init)).status, path).toBe(401);
      expect((await member.request(path, init)).status, path).toBe(403);
    }
  });
  it("go with their article when it is deleted for good (out of reach while in the trash)", async () => {
    const id = await create({ title: "Short-lived" });
    const [revision] = await revisionsOf(id);
    expect((await admin.delete(`/api/deleteNews/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/news/${id}/revisions`)).status).toBe(404);
    expect((await admin.get(`/api/news/${id}/revisions/${revision!.id}`)).status).toBe(404);
    const forGood = new FormData();
    forGood.append("intent", "delete-for-good");
    forGood.append("id", id);
    expect((await admin.request("/deleteNews", { method: "POST", body: forGood })).status).toBe(
      200,
    );
    // Their rows are gone, not just out of reach: the check raises if one is left.
    const noneLeft = `do $$ begin if exists (select 1 from news_revision where news_id = '${id}')
      then raise exception 'revisions left behind'; end if; end $$`;
    server = await server.restart({}, () => runSql(server, [noneLeft]));
  });
});
