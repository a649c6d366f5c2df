import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../support/direct-sql.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articlePage } from "../support/news-fixtures.ts";
import { grantRole, signUpConfirmed } from "../support/roles.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Bylines (ADR 0129): an article records the editor who first created it; its page says "By
// <name>" near the date and its JSON-LD names a Person; GET /api/news/{id} keeps its shape and
// adds `author`. An article without an author (from before bylines) shows none, and its JSON-LD
// names the organization.

const EDITOR = "byline-editor@bylines.test";
const NAME = "Rahima Begum";

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
const visitor = () => createClient(server.url);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUpAdmin(createClient(server.url));
  editor = await signUpConfirmed(server, createClient(server.url), EDITOR, NAME);
  await grantRole(admin, EDITOR, "editor");
});
afterAll(async () => {
  await server?.close();
});

const jsonLd = (html: string) => {
  const found = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return JSON.parse(found?.[1] ?? "{}") as { author?: { "@type": string; name: string } };
};

async function add(client: TestClient, title: string) {
  const response = await client.post("/api/addNew", article({ title }));
  expect(response.status).toBe(201);
  return (await response.json()).insertedId as string;
}

describe("bylines", () => {
  let id: string;

  it("name the editor who wrote the article, on its page and in its JSON-LD", async () => {
    id = await add(editor, "Bylined story from Small Heath");
    const html = await (await visitor().get(await articlePage(visitor(), id))).text();
    // React marks where one text node ends and the next begins with an empty comment.
    expect(html.replaceAll("<!-- -->", "")).toMatch(/By <span[^>]*>Rahima Begum<\/span>/);
    expect(jsonLd(html).author).toEqual({ "@type": "Person", name: NAME });
  });

  it("keep the author who first created it when another edits it", async () => {
    const edited = await admin.request(`/api/news/${id}`, {
      method: "PUT",
      json: article({ title: "Bylined story, corrected" }),
    });
    expect(edited.status).toBe(200);
    const body = await (await visitor().get(`/api/news/${id}`)).json();
    expect(body.author).toBe(NAME);
  });

  // Any user may rename themself at any time, an author who has lost the role too: the byline is
  // the article's own text, the name it had when first saved (ADR 0133).
  it("keep the name the author had when the article was first saved", async () => {
    const renamed = await editor.post("/api/users", { name: "Call +44 7700 900000 for a refund" });
    expect(renamed.status).toBeLessThan(300);
    const body = await (await visitor().get(`/api/news/${id}`)).json();
    expect(body.author).toBe(NAME);
    const later = await add(editor, "A story after the rename");
    expect((await (await visitor().get(`/api/news/${later}`)).json()).author).toBe(
      "Call +44 7700 900000 for a refund",
    );
  });

  it("leave GET /api/news/{id} its every field, adding author", async () => {
    const body = await (await visitor().get(`/api/news/${id}`)).json();
    for (const field of ["_id", "title", "date", "time", "body1", "body2", "body3", "conclusion"])
      expect(body, field).toHaveProperty(field);
    expect(body).toHaveProperty("category");
    expect(body).toHaveProperty("keywords");
    expect(body).toHaveProperty("img");
  });

  it("are absent from articles with no author, whose JSON-LD names the organization", async () => {
    const older = await add(admin, "A story from before bylines");
    // Existing articles get no author: as the migration leaves them.
    const stopped = server.databaseUrl ? undefined : server;
    const clear = () =>
      runSql(server, [
        `update news set author_id = null, author_name = null where id = '${older}'`,
      ]);
    if (stopped) server = await server.restart({}, clear);
    else await clear();
    const html = await (await visitor().get(await articlePage(visitor(), older))).text();
    expect(html.replaceAll("<!-- -->", "")).not.toMatch(/By <span/);
    expect(jsonLd(html).author?.["@type"]).toBe("Organization");
    const body = await (await visitor().get(`/api/news/${older}`)).json();
    expect(body.author).toBeNull();
  });
});
