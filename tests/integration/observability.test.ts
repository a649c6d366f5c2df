import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// What an operator watches the site with: a request id that joins the answer, the app's log lines
// (and nginx's, tests/integration/multi-process.test.ts) and Prometheus metrics served on a port
// of their own, never the public one.

let server: TestServer;
let metricsUrl: string;
beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startTestServer({ LOG_LEVEL: "info", METRICS_PORT: String(metricsPort) });
});
afterAll(async () => {
  await server?.close();
});

function logLines() {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers });

describe("request ids", () => {
  it("gives each answer a new id, and its log line the same", async () => {
    const [first, second] = await Promise.all([get("/about"), get("/about")]);
    const id = first.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(id);
    await expect
      .poll(() => logLines().find((line) => line.reqId === id))
      .toMatchObject({ url: "/about", status: first.status });
  });

  it("keeps an id that nginx or the client sent when it is a plain token", async () => {
    const sent = "nginx-3f2a.9_b";
    const response = await get("/", { "X-Request-Id": sent });
    expect(response.headers.get("x-request-id")).toBe(sent);
    await expect.poll(() => logLines().some((line) => line.reqId === sent)).toBe(true);
  });

  it.each([
    ["spaces and quotes", 'a" "forged":"x'],
    ["too long", "a".repeat(65)],
    ["empty", ""],
  ])("replaces an id with %s", async (_, sent) => {
    const response = await get("/", { "X-Request-Id": sent });
    const id = response.headers.get("x-request-id");
    expect(id).not.toBe(sent);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is carried by the lines domain code writes while serving the request", async () => {
    const response = await fetch(new URL("/api/auth/sign-in/email", server.url), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: "nobody@observability.test", password: "Wrong-passw0rd!" }),
    });
    const id = response.headers.get("x-request-id");
    await expect
      .poll(() => logLines().find((line) => line.event === "signin.failure"))
      .toMatchObject({ reqId: id });
  });
});

describe("metrics", () => {
  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    return response.text();
  };
  const value = (text: string, series: string) => {
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it("count the background jobs' runs by job and result", async () => {
    // The leading process checks the schedule and the inbox's retention as it starts.
    await expect
      .poll(async () =>
        value(
          await scrape(),
          'background_job_runs_total{job="scheduled publishing check",result="ok"}',
        ),
      )
      .toBeGreaterThan(0);
    expect(await scrape()).not.toMatch(/^background_job_runs_total\{[^}]*result="failed"\} [1-9]/m);
  });

  it("are served on METRICS_PORT and never on the public port", async () => {
    const text = await scrape();
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("process_cpu_user_seconds_total");
    const publicAnswer = await get("/metrics");
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("http_requests_total");
  });

  it("count requests by route pattern and status, and page-cache hits and misses", async () => {
    const series = 'http_requests_total{route="/news/:id",method="GET",status="404"}';
    const before = await scrape();
    await get("/news/no-such-article-1");
    await get("/news/no-such-article-2");
    await get("/services");
    await get("/services");
    await expect.poll(async () => value(await scrape(), series)).toBe(value(before, series) + 2);
    const after = await scrape();
    expect(after).not.toContain("no-such-article");
    const hits = 'page_cache_lookups_total{result="hit"}';
    const misses = 'page_cache_lookups_total{result="miss"}';
    expect(value(after, misses)).toBeGreaterThan(value(before, misses));
    expect(value(after, hits)).toBeGreaterThan(value(before, hits));
    expect(after).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/services"/);
  });
});
