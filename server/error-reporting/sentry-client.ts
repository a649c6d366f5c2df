import { createStackParser, type ErrorEvent, linkedErrorsIntegration, Scope } from "@sentry/core";
import { nodeStackLineParser, ServerRuntimeClient } from "@sentry/core/server";
import { redactSecrets } from "../logger.ts";
import { fetchTransport } from "./fetch-transport.ts";

// The Sentry client behind error-reporting.ts, loaded only when ERROR_REPORTING_DSN is set (ADR
// 0155). An event carries the error (its message, stack and causes), the request id, method and
// route pattern, the release and the environment: never the URL, headers, cookies, body, user or
// client address, and none of the SDK's automatic breadcrumbs or instrumentation.

export type ErrorSource =
  | "react-router"
  | "express"
  | "job"
  | "uncaughtException"
  | "unhandledRejection";

export type ErrorReport = {
  source: ErrorSource;
  reqId?: string;
  method?: string;
  /** The route's pattern ("/news/:id"), never the path a visitor asked for. */
  route?: string;
  /** The background job that failed (server/cluster/leader-jobs.ts). */
  job?: string;
};

export type SentryOptions = { dsn: string; release?: string; environment: string };

/**
 * Drizzle puts a failed query's parameters in its message ("params: …"): values a visitor typed
 * (an email, a name) that must not leave the server. Secrets in URLs go as in the log lines.
 */
function scrubMessage(message: string) {
  return redactSecrets(message).replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]");
}

/** The last look at every event before it leaves: only what the list above allows. */
function scrub(event: ErrorEvent): ErrorEvent {
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubMessage(value.value);
  }
  if (event.message) event.message = scrubMessage(event.message);
  // A thrown non-Error is serialized into `extra` whole; its fields could be anyone's.
  delete event.extra;
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  return event;
}

export function createSentryReporter({ dsn, release, environment }: SentryOptions) {
  const client = new ServerRuntimeClient({
    dsn,
    release,
    environment,
    platform: "node",
    runtime: { name: "node", version: process.version },
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    // Causes (a database error under Drizzle's) become the event's chained exceptions; nothing
    // else is set up, so the SDK instruments nothing and adds no request data.
    integrations: [linkedErrorsIntegration()],
    sendDefaultPii: false,
    maxBreadcrumbs: 0,
    traceLifecycle: "static",
    beforeSend: scrub,
  });
  client.init();

  return {
    capture(error: unknown, report: ErrorReport) {
      const fatal = report.source === "uncaughtException" || report.source === "unhandledRejection";
      const scope = new Scope();
      scope.setLevel(fatal ? "fatal" : "error");
      scope.setTags({
        source: report.source,
        ...(report.reqId ? { request_id: report.reqId } : {}),
        ...(report.method ? { method: report.method } : {}),
        ...(report.route ? { route: report.route } : {}),
        ...(report.job ? { job: report.job } : {}),
      });
      if (report.route) scope.setTransactionName(`${report.method ?? ""} ${report.route}`.trim());
      if (report.job) scope.setTransactionName(`job ${report.job}`);
      const mechanism = { type: report.source, handled: !fatal };
      // originalException is what the causes are read from (Sentry's scope API sets it itself).
      return client.captureException(
        error,
        { originalException: error, data: { mechanism } },
        scope,
      );
    },
    /** Waits for the reports under way, `timeoutMs` at most; false when some did not finish. */
    flush(timeoutMs: number) {
      return client.flush(timeoutMs);
    },
  };
}

export type SentryReporter = ReturnType<typeof createSentryReporter>;
