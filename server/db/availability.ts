// Whether the database server could be reached lately. The PostgreSQL pool reports every failed
// and every successful connection here, so a request that failed because the database is down
// can answer 503 "temporarily unavailable" (and say when to retry) instead of a generic 500.

const RECENT_MS = 5_000;
let lastFailureAt = 0;
let lastSuccessAt = 0;

export function noteConnectionFailure() {
  lastFailureAt = Date.now();
}

export function noteConnectionSuccess() {
  lastSuccessAt = Date.now();
}

/** True when the last connection attempt failed, a few seconds ago at most. */
export function databaseRecentlyUnavailable() {
  return lastFailureAt > lastSuccessAt && Date.now() - lastFailureAt < RECENT_MS;
}

export const unavailableMessage =
  "The site is temporarily unavailable. Please try again in a few moments.";

/** Seconds a client should wait before retrying. */
export const retryAfterSeconds = 5;
