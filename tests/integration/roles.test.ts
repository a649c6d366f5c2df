import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { grantRole, postRoleChange, signUpConfirmed } from "../support/roles.ts";
import {
  ADMIN_EMAIL,
  startTestServer,
  type TestServer,
  UNLIMITED,
} from "../support/test-server.ts";

// The roles screen (/users, ADR 0128): an admin grants and revokes editor and admin; each change
// is in the audit log, takes effect on the target's very next request, and a demotion signs the
// target out. An admin cannot drop their own admin role, and the admins never reach zero.

const EDITOR = "newsroom@roles.test";
const SECOND = "second-admin@roles.test";
const SQUATTER = "colleague@roles.test";
const THIRD = "third-admin@roles.test";
// A second address in ADMIN_EMAILS: its role is the setting's, not the screen's (ADR 0133).
const OWNER = "co-owner@roles.test";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ ...UNLIMITED, ADMIN_EMAILS: `${ADMIN_EMAIL},${OWNER}` });
  admin = await server.signUpAdmin(createClient(server.url));
});
afterAll(async () => {
  await server?.close();
});

const idOf = async (client: TestClient, email: string) => {
  const response = await client.get(`/api/user/${encodeURIComponent(email)}`);
  return ((await response.json()) as [{ _id: string }])[0]._id;
};

const auditTable = async () => {
  const page = await admin.get("/auditLog");
  return (await page.text()).match(/<tbody[\s\S]*<\/tbody>/)?.[0] ?? "";
};

describe("the roles screen", () => {
  it("lists users with their roles, and finds one by name or email", async () => {
    await signUpConfirmed(server, createClient(server.url), EDITOR, "Nadia Newsroom");
    const all = await (await admin.get("/users")).text();
    expect(all).toContain(EDITOR);
    expect(all).toContain(ADMIN_EMAIL);
    const found = await (await admin.get("/users?q=nadia")).text();
    expect(found).toContain(EDITOR);
    expect(found.match(/id="role-/g)).toHaveLength(1);
    expect(found).not.toContain(ADMIN_EMAIL);
  });

  it("grants editor: in the audit log, and in force on the target's open session", async () => {
    const editor = createClient(server.url);
    await editor.signIn(EDITOR);
    expect((await editor.get("/addNews")).status).toBe(403);

    await grantRole(admin, EDITOR, "editor");
    // The same session, no new sign-in: the role is read from the database on every request.
    expect((await editor.get("/addNews")).status).toBe(200);
    expect((await editor.get("/bookingTable")).status).toBe(200);
    expect((await editor.get("/dashbord")).status).toBe(403);
    expect((await editor.get("/users")).status).toBe(403);
    // An editor cannot change roles, their own least of all.
    expect((await postRoleChange(editor, await idOf(admin, EDITOR), "admin")).status).toBe(403);

    const table = await auditTable();
    expect(table).toContain("Changed a role");
    expect(table).toContain(`${EDITOR}, user → editor`);
    expect(table).toContain(ADMIN_EMAIL);
  });

  it("revokes it: the target is signed out at once", async () => {
    const editor = createClient(server.url);
    await editor.signIn(EDITOR);
    expect((await editor.get("/deleteNews")).status).toBe(200);
    await grantRole(admin, EDITOR, "user");
    const after = await editor.get("/deleteNews");
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect((await editor.get("/api/allbookingEvents")).status).toBe(401);
    expect(await auditTable()).toContain(`${EDITOR}, editor → user`);
  });

  it("refuses an admin's own demotion, and never leaves the site without an admin", async () => {
    const selfId = await idOf(admin, ADMIN_EMAIL);
    const refused = await postRoleChange(admin, selfId, "editor");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("You cannot remove your own admin role");
    expect((await admin.get("/users")).status).toBe(200);

    const second = await signUpConfirmed(server, createClient(server.url), SECOND);
    const third = await signUpConfirmed(server, createClient(server.url), THIRD);
    await grantRole(admin, SECOND, "admin");
    await grantRole(admin, THIRD, "admin");
    // Two admins demote each other at the same moment: the admins' rows are locked while one
    // change counts them, so exactly one change wins and one admin remains. The other is refused
    // (409), or finds its session already ended by the demotion (sent to sign in).
    const answers = await Promise.all([
      postRoleChange(second, await idOf(admin, THIRD), "user"),
      postRoleChange(third, await idOf(admin, SECOND), "user"),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 302 || status === 409)).toHaveLength(1);
    const stillAdmin = await Promise.all(
      [second, third].map(async (client) => (await client.get("/users")).status === 200),
    );
    expect(stillAdmin.filter(Boolean)).toHaveLength(1);
  });

  it("pages a long list, 25 at a time, newest first", async () => {
    for (let n = 0; n < 25; n += 1) {
      await createClient(server.url).signUp(`paged-${n}@roles.test`, undefined, `Paged ${n}`);
    }
    const first = await (await admin.get("/users")).text();
    expect(first.match(/<tbody[\s\S]*<\/tbody>/)?.[0].match(/<tr/g)).toHaveLength(25);
    expect(first).toContain("paged-24@roles.test");
    expect(first).not.toContain(ADMIN_EMAIL);
    expect(first).toMatch(/page 1 of 2/);
    const second = await (await admin.get("/users?page=2")).text();
    expect(second).toContain(ADMIN_EMAIL);
    expect(second).not.toContain("paged-24@roles.test");
    const searched = await (await admin.get("/users?q=paged-1&page=1")).text();
    // paged-1 and paged-10 to paged-19: one page, no pager.
    expect(searched.match(/<tbody[\s\S]*<\/tbody>/)?.[0].match(/<tr/g)).toHaveLength(11);
    expect(searched).not.toMatch(/page 1 of/);
  });

  // "1e308" once made the offset Infinity: a 500 (ADR 0133).
  it("reads any other page as the first, and a page past the end as the last", async () => {
    for (const page of ["1e308", "12345678901234567890", "-1", "abc"]) {
      const response = await admin.get(`/users?page=${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toMatch(/page 1 of 2/);
    }
    const past = await admin.get("/users?q=roles.test&page=99");
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe("/users?q=roles.test&page=2");
  });

  // Sign-in works before confirmation: whoever registered a colleague's address first would get
  // the role the admin meant for the colleague (ADR 0133).
  it("refuses editor or admin to an unconfirmed account, and says why", async () => {
    const squatter = createClient(server.url);
    await squatter.signUp(SQUATTER, undefined, "Not Yet");
    const listed = await (await admin.get(`/users?q=${SQUATTER}`)).text();
    expect(listed).toContain("Unconfirmed");
    // No role is offered on the screen; a post made anyway (an old page) is refused, saying why.
    expect(listed).toContain("A role can be given once they confirm their email address.");
    const id = await idOf(admin, SQUATTER);
    for (const role of ["editor", "admin"]) {
      const refused = await postRoleChange(admin, id, role);
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain(
        `${SQUATTER} has not confirmed their email address yet; ask them to use the link we mailed them, then grant the role.`,
      );
    }
    expect((await squatter.get("/addNews")).status).toBe(403);
    expect(await auditTable()).not.toContain(SQUATTER);
  });

  // ADMIN_EMAILS gives a listed address admin at its next mailed password (ADR 0120), so a change
  // on the screen would not last; the grant it makes is in the audit log like any other.
  it("leaves an ADMIN_EMAILS address's role to the setting, and logs the setting's grant", async () => {
    const owner = createClient(server.url);
    await owner.signUp(OWNER);
    const listed = await (await admin.get(`/users?q=${OWNER}`)).text();
    expect(listed).toContain("Owner (ADMIN_EMAILS)");
    expect(listed).not.toMatch(/id="role-/);
    const id = (await (await admin.get(`/api/user/${OWNER}`)).json())[0]._id as string;
    const refused = await postRoleChange(admin, id, "editor");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      `${OWNER} is listed in ADMIN_EMAILS: remove it there to change this role.`,
    );
    await server.confirmAdmin(owner, OWNER);
    expect((await owner.get("/users")).status).toBe(200);
    const owned = await postRoleChange(owner, await idOf(admin, ADMIN_EMAIL), "user");
    expect(owned.status).toBe(409);
    expect(await auditTable()).toContain(`${OWNER}, user → admin (ADMIN_EMAILS)`);
  });

  it("answers bad input with a message, never a change", async () => {
    const response = await postRoleChange(admin, await idOf(admin, EDITOR), "owner");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose a role");
    const missing = await postRoleChange(admin, "no-such-user", "editor");
    expect(missing.status).toBe(404);
  });
});
