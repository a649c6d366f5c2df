import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The caps of account mail (ADR 0126), against an in-memory stand-in for the database's attempt
// counter with the same fixed windows, a requester the test chooses, and a clock it moves. What the
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
let requester = { key: "ip:203.0.113.1", knownFor: null as string | null };
vi.mock("./mail-requester.ts", () => ({ currentMailRequester: async () => requester }));

const { MAILS_PER_ADDRESS_DAY, MAILS_PER_REQUESTER, sendAccountMail } = await import(
  "./account-mail.ts"
);

const HOUR = 60 * 60 * 1000;

/** Asks for `n` mails to `to` as `key` (known for `knownFor`), one a minute: how many went. */
async function ask(to: string, n: number, key = "ip:203.0.113.1", knownFor: string | null = null) {
  requester = { key, knownFor };
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
  it("sends one requester at most its hourly share, however many it asks for", async () => {
    expect(await ask("a@x.test", 20)).toBe(MAILS_PER_REQUESTER.hour);
    vi.advanceTimersByTime(HOUR);
    // The next hour gives what is left of its daily share.
    expect(await ask("a@x.test", 20)).toBe(MAILS_PER_REQUESTER.day - MAILS_PER_REQUESTER.hour);
  });

  it("sends one requester at most its daily share, and counts only mails that went", async () => {
    let sentToday = 0;
    for (let hour = 0; hour < 23; hour += 1) {
      sentToday += await ask("b@x.test", 10);
      vi.advanceTimersByTime(HOUR - 10 * 60_000);
    }
    expect(sentToday).toBe(MAILS_PER_REQUESTER.day);
    vi.advanceTimersByTime(HOUR);
    expect(await ask("b@x.test", 1)).toBe(1);
  });

  it("leaves other requesters their share when one has spent its own", async () => {
    expect(await ask("c@x.test", 10, "ip:198.51.100.7")).toBe(MAILS_PER_REQUESTER.hour);
    expect(await ask("C@X.test ", 1, "ip:198.51.100.7")).toBe(0);
    expect(await ask("c@x.test", 1, "ip:192.0.2.9")).toBe(1);
    expect(await ask("d@x.test", 1, "ip:198.51.100.7")).toBe(1);
  });

  it("bounds a flood from many requesters, but never refuses the address's known device", async () => {
    let flood = 0;
    for (let n = 0; n < 40; n += 1) flood += await ask("e@x.test", 1, `ip:10.0.${n}.1`);
    expect(flood).toBe(MAILS_PER_ADDRESS_DAY);
    expect(await ask("e@x.test", 1, "ip:10.9.9.9")).toBe(0);
    expect(await ask("e@x.test", 1, "device:owner-phone", "e@x.test")).toBe(1);
    // A device known for another address is an ordinary requester here.
    expect(await ask("e@x.test", 1, "device:other", "f@x.test")).toBe(0);
  });
});
