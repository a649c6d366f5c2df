import type { FieldErrors } from "#app/lib/field-errors.ts";

// What a domain call answers when it can be refused (ADR 0071): `{ ok: true, ...value }`, or a
// Failure that says what kind of refusal it is and why, in words a person can read. Domain code
// never speaks HTTP: server/http/failure-status.ts turns the kind into a status, for the REST API
// and the route actions alike. Lookups answer the row or undefined, deletes whether a row went;
// unexpected errors are thrown.

export type FailureReason =
  /** No signed-in user where one is needed. */
  | "unauthenticated"
  /** Signed in, but not allowed this. */
  | "forbidden"
  | "invalid"
  | "not-found"
  | "duplicate"
  /** Someone else saved the thing since this caller read it. */
  | "conflict"
  | "too-large"
  | "unsupported"
  | "rate-limited"
  /** The server is at its limit for this kind of work right now; the same request may succeed
   * in a moment (an image decode queue that is full). */
  | "busy";

export type Failure = {
  ok: false;
  reason: FailureReason;
  /** A sentence for the person: the form's message, the dialog's text, the API's `message`. */
  message: string;
  /** One message per field, when the input was at fault field by field. */
  errors?: FieldErrors;
  /** rate-limited and busy: how long until a new attempt can succeed. */
  retryAfterSeconds?: number;
};

export type Result<Value extends object = object> = ({ ok: true } & Value) | Failure;

export function failure(
  reason: FailureReason,
  message: string,
  details: Pick<Failure, "errors" | "retryAfterSeconds"> = {},
): Failure {
  return { ok: false, reason, message, ...details };
}
