import type { Response } from "express";
import type { Failure, FailureReason } from "../result.ts";

// The one place a domain Failure becomes HTTP: its status, its Retry-After, and the REST API's
// JSON answer ({ success: false, message, errors }). Route actions use statusOf too.

const statuses: Record<FailureReason, number> = {
  unauthenticated: 401,
  forbidden: 403,
  invalid: 400,
  "not-found": 404,
  duplicate: 409,
  conflict: 409,
  "too-large": 413,
  unsupported: 415,
  "rate-limited": 429,
  busy: 503,
};

export const statusOf = (failure: Failure) => statuses[failure.reason];

/** Answers a REST call with the failure. */
export function sendFailure(res: Response, failure: Failure) {
  if (failure.retryAfterSeconds) res.set("Retry-After", String(failure.retryAfterSeconds));
  res.status(statusOf(failure)).json({
    success: false,
    message: failure.message,
    ...(failure.errors ? { errors: failure.errors } : {}),
  });
}
