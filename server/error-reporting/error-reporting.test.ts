import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startEnvelopeReceiver } from "#tests/support/envelope-receiver.ts";

// The server's side of error reporting with the setting and without: off loads nothing; on, a
// report names the request being served and its route's pattern, and an error nothing caught
// has left by the time reportCrash returns (main.ts exits right after).

const dataDir = mkdtempSync(path.join(tmpdir(), "agency-error-reporting-"));
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.doUnmock("./sentry-client.ts");
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The module as a fresh process with `dsn` would have it (the configuration is read once). */
async function freshModule(dsn: string | undefined) {
  vi.resetModules();
  process.env = { ...saved, DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) };
  if (dsn) process.env.ERROR_REPORTING_DSN = dsn;
  const reporting = await import("./error-reporting.ts");
  const { logContext } = await import("../logger.ts");
  return { ...reporting, logContext };
}

describe("without ERROR_REPORTING_DSN", () => {
  it("loads no Sentry client and sends nothing", async () => {
    let loaded = false;
    vi.doMock("./sentry-client.ts", () => {
      loaded = true;
      return {};
    });
    const reporting = await freshModule(undefined);
    expect(reporting.errorReportingEnabled()).toBe(false);
    await reporting.startErrorReporting();
    reporting.reportError(new Error("ignored"), { source: "express", pathname: "/" });
    await reporting.flushErrorReports(100);
    expect(loaded).toBe(false);
  });
});

describe("with ERROR_REPORTING_DSN", () => {
  it("reports the request being served, by its route's pattern and never its path", async () => {
    const receiver = await startEnvelopeReceiver("9");
    try {
      const reporting = await freshModule(receiver.dsn);
      await reporting.startErrorReporting();
      reporting.reportRoutesWith((pathname) =>
        pathname.startsWith("/personalData/") ? "/personalData/:email/export.json" : "unmatched",
      );
      reporting.logContext.run({ reqId: "req-in-context" }, () => {
        reporting.reportError(new Error("export failed"), {
          source: "react-router",
          method: "GET",
          pathname: "/personalData/ada%40example.co.uk/export.json",
        });
      });
      await reporting.flushErrorReports(5_000);
      expect(receiver.events()).toHaveLength(1);
      expect(receiver.events()[0]?.tags).toMatchObject({
        request_id: "req-in-context",
        route: "/personalData/:email/export.json",
      });
      // Not "ada" alone: the envelope's random hex ids contain it now and then (1 run in ~50).
      expect(receiver.envelopes[0]?.raw).not.toMatch(/ada(%40|@)|example\.co\.uk/);
    } finally {
      await receiver.close();
    }
  });

  it("has sent what nothing caught by the time reportCrash returns", async () => {
    const receiver = await startEnvelopeReceiver("9");
    try {
      const reporting = await freshModule(receiver.dsn);
      const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
      await reporting.reportCrash(new Error("nobody caught this"), "unhandledRejection");
      const lines = written.mock.calls.map(([line]) => String(line));
      written.mockRestore();
      // Logged as well, as the log's one line for it.
      expect(lines.join("")).toMatch(/"level":60.*"msg":"uncaught error; exiting"/);
      expect(receiver.events()).toMatchObject([
        {
          level: "fatal",
          tags: { source: "unhandledRejection" },
          exception: { values: [{ value: "nobody caught this" }] },
        },
      ]);
    } finally {
      await receiver.close();
    }
  });
});
