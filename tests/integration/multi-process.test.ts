// Both databases: several processes on one PostgreSQL behind nginx, coordination and LISTEN/NOTIFY.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pictureTooLarge } from "../../app/lib/auth-schemas.ts";
import { unavailablePage } from "../../server/http/unavailable-page.ts";
import { type AppProcess, startAppProcess } from "../support/app-process.ts";
import { ADMIN_CONFIRM_SUBJECT, choosePasswordAndSignIn } from "../support/email-verification.ts";
import { freePort } from "../support/free-port.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { httpsFetch } from "../support/https-fetch.ts";
import { article, articlePage, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { type Nginx, startNginx } from "../support/nginx.ts";
import { observatoryScore } from "../support/observatory-score.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { ADMIN_EMAIL, freshDatabase } from "../support/test-server.ts";
import { startThumbnailOrigin, type ThumbnailOrigin } from "../support/thumbnail-origin.ts";

// The production recipe (deploy/, ADR 0080): two server processes sharing one PostgreSQL and one
// S3-compatible store (s3rver), behind nginx running the repository's own site configuration with
// its ports and paths filled in. Everything a visitor or an editor does must work whichever
// process answers, and stopping one under load must fail nothing.

const onPostgres = inject("testDb").driver === "postgres";
const videoIds = ["hdvideoMP01", "hdvideoMP02", "hdvideoMP03"];
const PASSWORD = "Passw0rd!";

let s3: S3rver;
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let thumbnails: ThumbnailOrigin;
let databaseUrl: string;
let apps: [AppProcess, AppProcess];
let nginx: Nginx;
let admin: TestClient;
const folders: string[] = [];

const folder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `agency-mp-${name}-`));
  folders.push(dir);
  return dir;
};

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A browser of the public site: through nginx, over https. */
const visitor = () => createClient(nginx.url, { fetch: httpsFetch(nginx.ca) });

/** A client of one process directly, carrying the admin's session from the public site. */
function direct(app: AppProcess, from?: TestClient) {
  const client = createClient(app.url);
  for (const [name, value] of from?.cookies ?? []) client.cookies.set(name, value);
  return client;
}

const enquiry = (email: string) => ({
  name: "Shared Limit",
  company: "",
  email,
  phone: "0121 496 0000",
  projectDetails: "Counted wherever it lands.",
  submittedAt: new Date().toISOString(),
});

/** A Content-Security-Policy as its directives and their sources. */
const policy = (header: string | null) =>
  new Map(
    (header ?? "").split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

const lines = (app: AppProcess, pattern: RegExp) =>
  app
    .output()
    .split("\n")
    .filter((line) => pattern.test(line));

describe.runIf(onPostgres)("two processes behind nginx", () => {
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: folder("s3"),
      configureBuckets: [{ name: "agency-media", configs: [] }],
    });
    const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    thumbnails = await startThumbnailOrigin();
    // Mail from either process reaches one mail server, as on several machines.
    smtp = await startSmtpInbox();
    databaseUrl = (await freshDatabase(folder("db")))!;
    // Videos added before thumbnails were stored: the leader's start-up backfill fetches them.
    for (const id of videoIds) {
      await query(
        "insert into video (provider, video_id, url, title) values ('youtube', $1, $2, $3)",
        [id, `https://www.youtube-nocookie.com/embed/${id}`, `Backfill ${id}`],
      );
    }
    const ports: [number, number] = [await freePort(), await freePort()];
    const httpsPort = await freePort();
    const shared = {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "multi-process-secret-multi-process-secret",
      SITE_URL: `https://127.0.0.1:${httpsPort}`,
      ADMIN_EMAILS: ADMIN_EMAIL,
      S3_BUCKET: "agency-media",
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      SMTP_URL: smtp.url,
      VIDEO_THUMBNAIL_ORIGIN: thumbnails.origin,
      INBOX_RATE_LIMIT: "3",
      // As docs/deployment.md's environment file: nginx on this machine, and no other proxy.
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "info",
    };
    // nginx first: making its certificate (openssl, synchronously) blocks this process, which
    // also serves the thumbnails the leading app fetches as soon as it listens, each once per
    // start with a 5 s deadline. On a starved machine that block can cost the backfill test a
    // thumbnail; the stand-in origin must answer whenever the app asks, as the real one would.
    nginx = await startNginx(ports, httpsPort);
    // Started together, as systemd starts agency@3001 and agency@3002; each with a data folder
    // of its own, so nothing can depend on a shared disk.
    apps = (await Promise.all(
      ports.map((port) =>
        startAppProcess({ ...shared, PORT: String(port), DATA_DIR: folder("data") }),
      ),
    )) as [AppProcess, AppProcess];
    admin = visitor();
    await admin.signUp(ADMIN_EMAIL, PASSWORD, "Editor");
    // ADMIN_EMAILS makes the address admin once its password is chosen through the mailed link
    // (ADR 0120), whichever process sent the mail and whichever answers the link.
    const confirmation = await smtp.waitFor(
      (mail) => mail.to.includes(ADMIN_EMAIL) && mail.subject === ADMIN_CONFIRM_SUBJECT,
    );
    await choosePasswordAndSignIn(admin, {
      mailText: confirmation.text,
      email: ADMIN_EMAIL,
      password: PASSWORD,
    });
  });

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.stop()));
    await nginx?.stop();
    await s3?.close();
    await smtp?.close();
    await thumbnails?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("runs the start-up backfill once, on the process that leads", async () => {
    await expect
      .poll(
        async () =>
          (await query("select count(*)::int as n from video where thumbnail is not null"))[0]!.n,
        { timeout: 20_000 },
      )
      .toBe(videoIds.length);
    for (const id of videoIds) {
      expect(thumbnails.requests.filter((p) => p.startsWith(`/vi/${id}/`))).toEqual([
        `/vi/${id}/maxresdefault.jpg`,
      ]);
    }
    const runs = apps.map((app) => lines(app, /video thumbnail backfill finished/).length);
    expect(runs.sort()).toEqual([0, 1]);
    const leaders = apps.map((app) => lines(app, /"leading":true/).length);
    expect(leaders.sort()).toEqual([0, 1]);
  });

  it("signs visitors in through the proxy on both processes", async () => {
    // nginx takes turns between the two processes, request by request.
    const readers = Array.from({ length: 4 }, () => visitor());
    for (const reader of readers) await reader.signIn(ADMIN_EMAIL, PASSWORD);
    for (const [n, reader] of readers.entries()) {
      const profile = await reader.get(`/profile?reader=${n}`);
      expect(profile.status).toBe(200);
      expect(await profile.text()).toContain("Editor");
    }
    for (const app of apps) {
      expect(lines(app, /"event":"signin.success"/).length).toBeGreaterThan(0);
      expect(lines(app, /"url":"\/profile\?reader=\d","status":200/).length).toBeGreaterThan(0);
    }
  });

  it("shows an article published on one process on the other at once", async () => {
    const [first, second] = apps;
    const before = await fetch(`${second.url}/community-news`);
    expect(before.status).toBe(200);
    const title = `Published on one ${Date.now()}`;
    const created = await direct(first, admin).post("/api/addNew", article({ title }));
    expect(created.status).toBe(201);
    const { insertedId } = (await created.json()) as { insertedId: string };

    const page = await fetch(`${second.url}/news/${insertedId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(title);
    // The other process's cached list was told of the write: it is re-rendered within moments,
    // not when the entry expires a minute later.
    await expect
      .poll(async () => (await fetch(`${second.url}/community-news`)).text(), { timeout: 5_000 })
      .toContain(title);
  });

  it("counts the public form's rate limit across both processes", async () => {
    const send = (app: AppProcess) =>
      direct(app).post("/api/contact", enquiry("limit@multi.test"), {
        headers: { "x-forwarded-for": "198.51.100.23" },
      });
    const [first, second] = apps;
    const statuses = [];
    for (const app of [first, second, first, second, first])
      statuses.push((await send(app)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("serves an image uploaded through one process on pages of the other", async () => {
    const [first, second] = apps;
    const uploaded = await uploadImage(direct(first, admin), await jpeg(960, 540));
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { url: string } };
    const created = await direct(second, admin).post(
      "/api/addNew",
      article({ title: "Image across processes", img: data.url }),
    );
    expect(created.status).toBe(201);
    const { insertedId } = (await created.json()) as { insertedId: string };
    const html = await (await visitor().get(await articlePage(visitor(), insertedId))).text();
    const sources = [...html.matchAll(/(https?:\/\/[^\s"\\]+\/agency-media\/[^\s",\\]+)/g)].map(
      (match) => match[1]!,
    );
    expect(sources.length).toBeGreaterThan(3);
    for (const source of new Set(sources)) {
      const image = await fetch(source);
      expect(image.status, source).toBe(200);
      expect(image.headers.get("content-type")).toMatch(/^image\//);
    }
  });

  it("takes the visitor's address from nginx, never from the visitor", async () => {
    const statuses = [];
    // Each claims another address; nginx replaces the claim with the one it sees (loopback here).
    for (const n of [1, 2, 3, 4]) {
      const sent = await visitor().post("/api/contact", enquiry("through@proxy.test"), {
        headers: { "x-forwarded-for": `203.0.113.${n}` },
      });
      statuses.push(sent.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const logged = apps.flatMap((app) => lines(app, /"url":"\/api\/contact"/));
    expect(logged.filter((line) => line.includes("203.0.113."))).toEqual([]);
  });

  it("lets the app answer bodies over its limits, and stops far larger ones at nginx", async () => {
    const post = (path: string, bytes: number, type: string) =>
      httpsFetch(nginx.ca)(`${nginx.url}${path}`, {
        method: "POST",
        headers: { "content-type": type, origin: nginx.url },
        body: Buffer.alloc(bytes, 97),
      });
    const MB = 1024 * 1024;
    const image = await post("/api/images", 11.5 * MB, "multipart/form-data; boundary=x");
    expect(image.status).toBe(413);
    expect(await image.json()).toEqual({
      success: false,
      message: "The image is too large. The limit is 10 MB.",
    });
    // Sign-up's picture, the one upload open to visitors, has the smallest allowance (ADR 0093).
    const signUp = await post("/signUp", 5.5 * MB, "multipart/form-data; boundary=x");
    expect(signUp.status).toBe(413);
    expect(await signUp.text()).toBe(pictureTooLarge);
    const form = await post("/api/contact", 150 * 1024, "application/json");
    expect(form.status).toBe(413);
    // An enquiry's JSON has a stranger's small allowance (ADR 0149).
    expect(((await form.json()) as { message: string }).message).toMatch(/limit is 32 kB/);
    // Past nginx's own bound (12 MB there, 7 MB for sign-up, 2 MB elsewhere) the body never
    // reaches a process.
    for (const [path, bytes] of [
      ["/api/images", 13 * MB],
      ["/signUp", 8 * MB],
      ["/api/contact", 3 * MB],
    ] as const) {
      const refused = await post(path, bytes, "application/octet-stream");
      expect([path, refused.status]).toEqual([path, 413]);
      expect(await refused.text()).toMatch(/<center>nginx/);
    }
  });

  it("serves /assets from disk with the app's own security headers", async () => {
    const home = await (await visitor().get("/")).text();
    const script = home.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(script).toBeDefined();
    const throughNginx = await visitor().get(script!);
    const fromApp = await fetch(`${apps[0].url}${script}`);
    expect(throughNginx.status).toBe(200);
    expect(throughNginx.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Every header the app sets that is not about the file itself or the connection.
    const aboutTheFile =
      /^(date|etag|last-modified|content-(type|length|encoding)|accept-ranges|cache-control|vary|connection|keep-alive|transfer-encoding|x-request-id)$/;
    const security = [...fromApp.headers.keys()].filter((name) => !aboutTheFile.test(name));
    expect(security).toContain("content-security-policy");
    for (const name of security.filter((name) => name !== "content-security-policy")) {
      expect([name, throughNginx.headers.get(name)]).toEqual([name, fromApp.headers.get(name)]);
    }
    // The app's policy names configured origins (this test's http bucket, sign-in providers); the
    // file's has the same directives, each allowing no more than the app's.
    const app = policy(fromApp.headers.get("content-security-policy"));
    const file = policy(throughNginx.headers.get("content-security-policy"));
    expect([...file.keys()]).toEqual([...app.keys()]);
    for (const [directive, sources] of file) {
      const extra = sources.filter((source) => !app.get(directive)?.includes(source));
      expect([directive, extra]).toEqual([directive, []]);
    }
    expect(observatoryScore(throughNginx.headers, { https: true }).grade).toBe("A+");
  });

  it("joins nginx's access line and the app's log line by one request id", async () => {
    const page = await visitor().get("/about");
    const id = page.headers.get("x-request-id");
    // nginx's $request_id: 32 hex digits, passed to the app, which logs and answers with it.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => nginx.accessLog()).toContain(`id=${id}`);
    await expect
      .poll(() => apps.flatMap((app) => lines(app, /"url":"\/about"/)).join("\n"))
      .toContain(`"reqId":"${id}"`);
    // A plain token the client sent is kept all the way through.
    const kept = await visitor().get("/about", { headers: { "x-request-id": "trace.42_a-b" } });
    expect(kept.headers.get("x-request-id")).toBe("trace.42_a-b");
    await expect.poll(() => nginx.accessLog()).toContain("id=trace.42_a-b");
  });

  it("asks the app for an /assets/ file this machine's disk lacks (a rolling deploy)", async () => {
    const missing = await visitor().get("/assets/from-another-build-1a2b3c.js");
    expect(missing.status).toBe(404);
    const line = () =>
      nginx
        .accessLog()
        .split("\n")
        .find((entry) => entry.includes("/assets/from-another-build-1a2b3c.js"));
    await expect.poll(line).toMatch(/ 404 via 127\.0\.0\.1:\d+ 404 /);
  });

  it("stops one process under load without failing a request or losing a write", async () => {
    const [stopped] = apps;
    const articles = await query<{ slug: string }>(
      "select slug from news where status = 'published' limit 3",
    );
    const reads = ["/", "/community-news", "/videos", ...articles.map((a) => `/news/${a.slug}`)];
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let writes = 0;
    const until = Date.now() + 3_500;
    // A third of the workers write (as the admin), a third read anonymously (the page cache), a
    // third read signed in (rendered per request).
    const loop = async (worker: number) => {
      const client = visitor();
      if (worker % 3 !== 1)
        for (const [name, value] of admin.cookies) client.cookies.set(name, value);
      while (Date.now() < until) {
        const n = writes++;
        try {
          if (worker % 3 === 0) {
            const response = await client.post(
              "/api/addNew",
              article({ title: `Drain write ${n}` }),
            );
            if (response.status !== 201) failures.push(`write ${n}: ${response.status}`);
            else acknowledged.push(((await response.json()) as { insertedId: string }).insertedId);
          } else {
            const path = reads[n % reads.length]!;
            const response = await client.get(path);
            await response.arrayBuffer();
            if (response.status !== 200) failures.push(`${path}: ${response.status}`);
          }
        } catch (error) {
          failures.push(`request ${n}: ${(error as Error).message}`);
        }
      }
    };
    const running = Array.from({ length: 12 }, (_, worker) => loop(worker));
    // Stopped once the load is under way: writes are being acknowledged through nginx.
    await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(3);
    const exit = stopped.stop("SIGTERM");
    await Promise.all(running);
    expect(await exit, stopped.output().slice(-3000)).toBe(0);
    expect(failures, nginx.errors()).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Every acknowledged article is there, and nothing else: no write was applied twice.
    const stored = await query<{ id: string }>(
      "select id::text from news where title like 'Drain write %'",
    );
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });

  it("tells visitors the site is briefly unavailable when no process answers", async () => {
    await Promise.all(apps.map((app) => app.stop()));
    const page = await visitor().get("/");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(observatoryScore(page.headers, { https: true }).grade).toBe("A+");
    // The page the app itself shows while the database is out of reach, word for word.
    expect(await page.text()).toBe(unavailablePage.replaceAll("\n", ""));
  });
});
