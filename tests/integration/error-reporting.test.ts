import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentRelease } from "../../server/error-reporting/release.ts";
import { runSql } from "../support/direct-sql.ts";
import { type EnvelopeReceiver, startEnvelopeReceiver } from "../support/envelope-receiver.ts";
import { createClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// With ERROR_REPORTING_DSN the production server sends its unexpected errors to a Sentry-compatible
// receiver (ADR 0155), here a local one. The failure is a real one: the videos table is gone from
// under the server (as after a botched manual change to the database), so the gallery's loader
// and the REST API's list fail on their query. What a visitor sent (cookies, the query string)
// never rides along, and expected refusals (a 404, a form's validation failure) send nothing.
// An error nothing caught is reported before the process exits.

let receiver: EnvelopeReceiver;
let server: TestServer;

beforeAll(async () => {
  receiver = await startEnvelopeReceiver("42");
});
afterAll(async () => {
  await receiver?.close();
});

const root = path.resolve(import.meta.dirname, "../..");

/** A request with its own id, so its report (or the lack of one) can be told apart. */
function send(id: string, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-request-id", id);
  headers.set("origin", new URL(server.url).origin);
  return fetch(new URL(pathname, server.url), { ...init, headers, redirect: "manual" });
}

const eventFor = (id: string) => receiver.events().find((event) => event.tags?.request_id === id);

/** The report of request `id`, once it has arrived, with the envelope's text it came in. */
async function reportOf(id: string) {
  await expect.poll(() => eventFor(id), { timeout: 10_000 }).toBeDefined();
  const event = eventFor(id)!;
  const raw = receiver.envelopes.find((envelope) => envelope.raw.includes(event.event_id))!.raw;
  return { event, raw };
}

const missingTable = 'relation "video" does not exist';

describe("a server whose videos table is gone", () => {
  beforeAll(async () => {
    const started = await startTestServer({ ERROR_REPORTING_DSN: receiver.dsn });
    server = await started.restart({}, () =>
      // The inbox's too: the retention job, run once the server listens, fails (a job's report).
      runSql(started, [
        "alter table video rename to video_gone",
        "alter table enquiry rename to enquiry_gone",
      ]),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("an unexpected error", () => {
    it("in a page's loader is reported with the request's id, method, route and release", async () => {
      // Signed in, so the page is rendered from this visitor's own request, cookies and all.
      const visitor = createClient(server.url);
      await visitor.signUp("reported@error-reporting.test");
      visitor.cookies.set("theme", "dark-secret");
      const cookies = [...visitor.cookies.values()].map((value) => decodeURIComponent(value));
      expect(cookies.length).toBeGreaterThan(1);
      const response = await visitor.get("/videos?email=query-secret%40example.com", {
        headers: { "x-request-id": "report-page-1" },
      });
      expect(response.status).toBe(500);
      expect(response.headers.get("x-request-id")).toBe("report-page-1");
      const { event, raw } = await reportOf("report-page-1");
      expect(event.exception?.values?.map((value) => value.value).join("\n")).toContain(
        missingTable,
      );
      expect(event).toMatchObject({
        level: "error",
        environment: "production",
        release: currentRelease(root),
        transaction: "GET /videos",
        tags: { method: "GET", route: "/videos", source: "react-router" },
      });
      for (const secret of [...cookies, "query-secret", "email="]) {
        expect(raw).not.toContain(secret);
      }
      expect(raw).not.toContain("reported@error-reporting.test");
      expect(event.request).toBeUndefined();
    });

    it("in an anonymous visitor's page (rendered for the page cache) carries that visitor's id", async () => {
      const response = await send("report-anonymous-1", "/videos?utm_source=query-secret");
      expect(response.status).toBe(500);
      const { event, raw } = await reportOf("report-anonymous-1");
      expect(event.tags).toMatchObject({ route: "/videos", source: "react-router" });
      expect(raw).not.toContain("query-secret");
    });

    it("in the REST API is reported by Express's error handler with the declared route", async () => {
      const response = await send("report-api-1", "/api/allVideos?token=query-secret", {
        headers: { cookie: "theme=cookie-secret-value" },
      });
      expect(response.status).toBe(500);
      const { event, raw } = await reportOf("report-api-1");
      expect(event.exception?.values?.map((value) => value.value).join("\n")).toContain(
        missingTable,
      );
      expect(event.tags).toMatchObject({
        method: "GET",
        route: "/api/allVideos",
        source: "express",
      });
      expect(raw).not.toContain("query-secret");
      expect(raw).not.toContain("cookie-secret-value");
    });
  });

  describe("a background job's failure", () => {
    it("is reported with the job's name, and no request", async () => {
      await expect
        .poll(() => receiver.events().find((event) => event.tags?.source === "job"), {
          timeout: 10_000,
        })
        .toMatchObject({ level: "error", tags: { job: "inbox retention" } });
      const event = receiver.events().find((candidate) => candidate.tags?.source === "job");
      expect(event?.tags?.request_id).toBeUndefined();
    });
  });

  describe("an expected refusal", () => {
    it("sends nothing: a page not found, an unknown API path, a form's or the API's invalid input", async () => {
      const quiet = {
        "quiet-page-404": await send("quiet-page-404", "/no-such-page"),
        "quiet-article-404": await send("quiet-article-404", "/news/no-such-article"),
        "quiet-api-404": await send("quiet-api-404", "/api/no-such-thing"),
        "quiet-api-400": await send("quiet-api-400", "/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "", email: "not an email" }),
        }),
        "quiet-form-400": await send("quiet-form-400", "/enquiry", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name: "", email: "not an email" }),
        }),
        "quiet-post-405": await send("quiet-post-405", "/about", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ a: "b" }),
        }),
      };
      expect(Object.entries(quiet).map(([id, answer]) => [id, answer.status])).toEqual([
        ["quiet-page-404", 404],
        ["quiet-article-404", 404],
        ["quiet-api-404", 404],
        ["quiet-api-400", 400],
        ["quiet-form-400", 400],
        ["quiet-post-405", 405],
      ]);
      // A stranger's POST to a page without a form is not an error line either (attack re-test).
      const errorLines = server
        .output()
        .split("\n")
        .filter((line) => line.includes('"quiet-post-405"') && line.includes('"level":50'));
      expect(errorLines).toEqual([]);
      // A failure after them is reported; had any of them been, its report would have left first.
      expect((await send("report-after-quiet", "/api/allVideos")).status).toBe(500);
      await reportOf("report-after-quiet");
      const reported = receiver.events().map((event) => event.tags?.request_id);
      expect(reported.filter((id) => id?.startsWith("quiet-"))).toEqual([]);
    });
  });
});

describe("an error nothing caught", () => {
  it("is reported as fatal before the process exits with 1, as Node would", async () => {
    const fixture = path.join(root, "tests/support/reject-on-signal.ts");
    const crashing = await startTestServer({
      ERROR_REPORTING_DSN: receiver.dsn,
      NODE_OPTIONS: `--import=${fixture}`,
    });
    try {
      crashing.child.kill("SIGUSR2");
      await expect.poll(() => crashing.child.exitCode, { timeout: 10_000 }).toBe(1);
      const event = receiver
        .events()
        .find((candidate) => candidate.tags?.source === "unhandledRejection");
      expect(event).toMatchObject({
        level: "fatal",
        exception: { values: [{ value: "a rejection nobody handled" }] },
      });
    } finally {
      await crashing.close();
    }
  });
});
