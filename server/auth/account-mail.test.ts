import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The hour and day caps of account mail (ADR 0121), against an in-memory stand-in for the
// database's attempt counter with the same fixed windows, and a clock this test moves. What the
// server does with real mail and a real database is tests/integration/account-mail-cap.test.ts.

const counts = new Map<string, { count: number; since: number }>();
vi.mock("./attempt-counter.ts", () => ({
  countAttempt: async (key: string, windowSeconds: number) => {
    const now = Date.now();
    const row = counts.get(key);
    const fresh = !row || row.since <= now - windowSeconds * 1000;
    const next = fresh ? { count: 1, since: now } : { count: row.count + 1, since: row.since };
    counts.set(key, next);
    return next.count;
  },
  uncountAttempt: async (key: string) => {
    const row = counts.get(key);
    if (row) row.count = Math.max(row.count - 1, 0);
  },
}));
const sent: string[] = [];
vi.mock("../mail/mailer.ts", () => ({
  sendMail: async (message: { to: string }) => {
    sent.push(message.to);
  },
}));

const { MAILS_PER_ADDRESS, sendAccountMail } = await import("./account-mail.ts");

const HOUR = 60 * 60 * 1000;

/** Asks for `n` mails to `to`, one a minute, and answers how many went. */
async function ask(to: string, n: number) {
  const before = sent.length;
  for (let i = 0; i < n; i += 1) {
    sendAccountMail(to, () => ({ to, subject: "s", text: "t" }));
    await vi.advanceTimersByTimeAsync(60_000);
  }
  return sent.length - before;
}

beforeEach(() => {
  vi.useFakeTimers();
  counts.clear();
  sent.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("account mail caps", () => {
  it("sends at most the hourly cap in an hour, however many are asked for", async () => {
    expect(await ask("a@x.test", 20)).toBe(MAILS_PER_ADDRESS.hour);
    vi.advanceTimersByTime(HOUR);
    expect(await ask("a@x.test", 20)).toBe(MAILS_PER_ADDRESS.hour);
  });

  it("sends at most the daily cap in a day, and counts only mails that went", async () => {
    let sentToday = 0;
    for (let hour = 0; hour < 23; hour += 1) {
      sentToday += await ask("b@x.test", 10);
      vi.advanceTimersByTime(HOUR - 10 * 60_000);
    }
    expect(sentToday).toBe(MAILS_PER_ADDRESS.day);
    // A day after the first mail the count starts again: refused requests never extended it.
    vi.advanceTimersByTime(HOUR);
    expect(await ask("b@x.test", 1)).toBe(1);
  });

  it("keeps each address's count apart", async () => {
    expect(await ask("c@x.test", 5)).toBe(MAILS_PER_ADDRESS.hour);
    expect(await ask("C@X.test ", 1)).toBe(0);
    expect(await ask("d@x.test", 1)).toBe(1);
  });
});
