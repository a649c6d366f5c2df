import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnvelopeReceiver, startEnvelopeReceiver } from "#tests/support/envelope-receiver.ts";
import { createSentryReporter, type SentryReporter } from "./sentry-client.ts";

// What one report carries to a Sentry-compatible receiver, and what it must never carry: the
// Sentry client itself against a local receiver (the server's whole path is
// tests/integration/error-reporting.test.ts).

let receiver: EnvelopeReceiver;
let reporter: SentryReporter;

beforeAll(async () => {
  receiver = await startEnvelopeReceiver("7");
  reporter = createSentryReporter({ dsn: receiver.dsn, release: "abc123", environment: "test" });
});
afterAll(async () => {
  await receiver?.close();
});

/** Reports `error`, waits until it has been received, and gives back its event. */
async function reported(error: unknown, report: Parameters<SentryReporter["capture"]>[1]) {
  const id = reporter.capture(error, report);
  expect(await reporter.flush(5_000)).toBe(true);
  const event = receiver.events().find((candidate) => candidate.event_id === id);
  const envelope = receiver.envelopes.find((candidate) => candidate.raw.includes(id));
  if (!event || !envelope) throw new Error(`event ${id} was not received`);
  return { event, raw: envelope.raw, url: envelope.url };
}

describe("an error report", () => {
  it("carries the error, its cause, the request's id, method and route, and the release", async () => {
    const cause = new Error('relation "video" does not exist');
    const error = new Error('Failed query: select "id" from "video"\nparams: ', { cause });
    const { event, url } = await reported(error, {
      source: "react-router",
      reqId: "req-123",
      method: "GET",
      route: "/videos",
    });
    expect(new URL(url, "http://x").pathname).toBe("/api/7/envelope/");
    expect(event.exception?.values?.map((value) => value.value)).toEqual([
      'relation "video" does not exist',
      'Failed query: select "id" from "video"\nparams: [redacted]',
    ]);
    expect(event).toMatchObject({
      level: "error",
      release: "abc123",
      environment: "test",
      transaction: "GET /videos",
      tags: { request_id: "req-123", method: "GET", route: "/videos", source: "react-router" },
    });
  });

  it("leaves out a failed query's parameters and a URL's secrets", async () => {
    const error = new Error(
      'Failed query: insert into "enquiry" values ($1)\nparams: ada@example.co.uk,Ada Lovelace',
    );
    const { raw } = await reported(error, { source: "express" });
    expect(raw).not.toContain("ada@example.co.uk");
    expect(raw).not.toContain("Lovelace");
    const link = await reported(new Error("could not open /reset-password/s3cr3t-t0ken?x=1"), {
      source: "express",
    });
    expect(link.raw).not.toContain("s3cr3t-t0ken");
    expect(link.event.exception?.values?.[0]?.value).toContain("/reset-password/[redacted]");
  });

  it("leaves out the fields of a thrown object that is not an Error", async () => {
    const { event, raw } = await reported(
      { email: "grace@example.co.uk", note: "thrown as is" },
      { source: "react-router" },
    );
    expect(raw).not.toContain("grace@example.co.uk");
    expect(event.request).toBeUndefined();
    expect(event.user).toBeUndefined();
  });

  it("is fatal for what nothing caught", async () => {
    const { event } = await reported(new Error("boom"), { source: "uncaughtException" });
    expect(event).toMatchObject({ level: "fatal", tags: { source: "uncaughtException" } });
  });
});
