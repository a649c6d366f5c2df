import { type BaseTransportOptions, createTransport, type Transport } from "@sentry/core";

// How reports reach the DSN: Sentry's envelopes, POSTed with Node's own fetch. @sentry/core leaves
// the sending to each runtime's SDK; Node's (@sentry/node) comes with OpenTelemetry, which this
// server does not need for posting an envelope (ADR 0155).

/** The most one envelope may take: a slow receiver never holds the reports behind it for long. */
const SEND_TIMEOUT_MS = 10_000;

export function fetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: "POST",
      // A copy typed as fetch wants it (the SDK's may sit on a shared buffer); events are small.
      body: typeof request.body === "string" ? request.body : new Uint8Array(request.body),
      headers: options.headers,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // The answer says only whether the receiver took it; its body is not needed.
    await response.body?.cancel();
    return {
      statusCode: response.status,
      headers: {
        "x-sentry-rate-limits": response.headers.get("x-sentry-rate-limits"),
        "retry-after": response.headers.get("retry-after"),
      },
    };
  });
}
