import type { Response } from "express";
import type { Failure, FailureReason } from "../result.ts";
import { answerBeforeBody, bodyUnread } from "./unread-body.ts";

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

/**
 * Answers a REST call with the failure. A refusal that comes before the body was read (a
 * stranger's call to an editor's endpoint) leaves it unread and closes the connection (ADR 0149).
 */
export function sendFailure(res: Response, failure: Failure) {
  if (failure.retryAfterSeconds) res.set("Retry-After", String(failure.retryAfterSeconds));
  const answer = {
    success: false,
    message: failure.message,
    ...(failure.errors ? { errors: failure.errors } : {}),
  };
  res.status(statusOf(failure));
  if (!bodyUnread(res.req)) return void res.json(answer);
  res.set("Content-Type", "application/json; charset=utf-8");
  answerBeforeBody(res.req, res, Buffer.from(JSON.stringify(answer)));
}
