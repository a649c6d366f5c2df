// A notification is sent right after the row is stored and takes seconds at most. A row with a
// recorded error, or still unsent well after it arrived (the process stopped mid-way), failed.
const GRACE_MS = 5 * 60_000;

export function notificationFailed(
  row: { notifiedAt: Date | null; notifyError: string | null; receivedAt: Date },
  now = Date.now(),
) {
  if (row.notifiedAt) return false;
  return row.notifyError !== null || now - row.receivedAt.getTime() > GRACE_MS;
}
