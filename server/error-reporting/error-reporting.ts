import { getConfig } from "../config.ts";
import { logContext, logger } from "../logger.ts";
import { currentRelease } from "./release.ts";
import type { ErrorSource, SentryReporter } from "./sentry-client.ts";

// Unexpected server errors, sent to ERROR_REPORTING_DSN as well as logged (ADR 0155). With no DSN
// every call here returns at once and the Sentry client is never even loaded: the dynamic import
// below is its only way in, so a start without it pays nothing.

let reporter: Promise<SentryReporter | undefined> | undefined;
let routeOf: (pathname: string) => string = () => "unmatched";

export const errorReportingEnabled = () => getConfig().ERROR_REPORTING_DSN !== undefined;

/** The Sentry client, loaded on first use when a DSN is set; undefined when off or broken. */
function loadReporter() {
  const { ERROR_REPORTING_DSN: dsn, NODE_ENV } = getConfig();
  if (!dsn) return undefined;
  reporter ??= import("./sentry-client.ts").then(
    ({ createSentryReporter }) =>
      createSentryReporter({ dsn, release: currentRelease(), environment: NODE_ENV }),
    (error: unknown) => {
      // Reporting is an extra: the site keeps serving, and the log still has every error.
      logger.error({ err: error }, "error reporting could not start; errors are only logged");
      return undefined;
    },
  );
  return reporter;
}

/** Loads the client at start (express-app.ts), beside the database's preparation. */
export async function startErrorReporting() {
  await loadReporter();
}

/** How a path becomes its route pattern (server/metrics/route-pattern.ts), once the build is in. */
export function reportRoutesWith(resolve: (pathname: string) => string) {
  routeOf = resolve;
}

type Where = {
  source: ErrorSource;
  method?: string;
  /** The route's pattern when the caller knows it (Express's `req.route`). */
  route?: string;
  /** Else the path, turned into its pattern here: the path itself is never sent. */
  pathname?: string;
  /** A background job's name, for its failures. */
  job?: string;
};

/**
 * Sends `error` to the DSN with the request id of the request being served (from the log's
 * context, as its lines get it). Returns at once; the report leaves in the background.
 */
export function reportError(error: unknown, where: Where) {
  const loading = loadReporter();
  if (!loading) return;
  const reqId = logContext.getStore()?.reqId;
  const route = where.route ?? (where.pathname === undefined ? undefined : routeOf(where.pathname));
  void loading.then((client) =>
    client?.capture(error, {
      source: where.source,
      reqId,
      method: where.method,
      route,
      job: where.job,
    }),
  );
}

/** Waits for the reports under way to leave, `timeoutMs` at most (at stop, before an exit). */
export async function flushErrorReports(timeoutMs: number) {
  const client = await reporter;
  await client?.flush(timeoutMs);
}

/**
 * An error nothing caught (main.ts's process handler): logged, reported, and given up to two
 * seconds to leave; the caller then exits as Node would have.
 */
export async function reportCrash(
  error: unknown,
  origin: "uncaughtException" | "unhandledRejection",
) {
  logger.fatal({ err: error, origin }, "uncaught error; exiting");
  reportError(error, { source: origin });
  await flushErrorReports(2_000);
}
