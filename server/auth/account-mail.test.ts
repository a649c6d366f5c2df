import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailRequester } from "./mail-requester.ts";

// The caps of account mail (ADR 0126), against an in-memory stand-in for the database's attempt
// counter with the same fixed windows, a requester the test chooses, and a clock it moves. What the
// server does with real mail and a real database is tests/integration/account-mail-cap.test.ts.

const counts = new Map<string, { count: number; since: number }>();
vi.mock("./attempt-counter.ts", () => {
  const countAttempt = (key: string, windowSeconds: number) => {
    const now = Date.now();
    const row = counts.get(key);
    const fresh = !row || row.since <= now - windowSeconds * 1000;
    const next = fresh ? { count: 1, since: now } : { count: row.count + 1, since: row.since };
    counts.set(key, next);
    return next.count;
  };
  const uncountAttempt = (key: string) => {
    const row = counts.get(key);
    if (row) row.count = Math.max(row.count - 1, 0);
  };
  // The real one's rule over this stand-in's counts: all limits or none.
  const countWithinAll = async (limits: { key: string; windowSeconds: number; max: number }[]) => {
    const counted: string[] = [];
    for (const limit of limits) {
      counted.push(limit.key);
      if (countAttempt(limit.key, limit.windowSeconds) > limit.max) {
        for (const key of counted) uncountAttempt(key);
        return false;
      }
    }
    return true;
  };
  return { countWithinAll };
});
const sent: string[] = [];
// What is queued (ADR 0159) is what goes: the queue's own sending is mail-queue.test.ts's.
vi.mock("../mail/mail-queue.ts", () => ({
  MAIL_PRIORITY: { account: 10, inbox: 5, newsletter: 0 },
  enqueueMail: async (_key: string, message: { to: string }) => {
    sent.push(message.to);
    return true;
  },
}));
let requester: MailRequester = { network: "203.0.113.1", device: null };
vi.mock("./mail-requester.ts", () => ({ currentMailRequester: async () => requester }));

type Device = MailRequester["device"];

const { inboxOf, MAILS_PER_ADDRESS_DAY, MAILS_PER_REQUESTER, sendAccountMail } = await import(
  "./account-mail.ts"
);

const HOUR = 60 * 60 * 1000;

/** Asks for `n` mails to `to` from `network` (with `device`), one a minute: how many went. */
async function ask(to: string, n: number, network = "203.0.113.1", device: Device = null) {
  requester = { network, device };
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
    expect(await ask("c@x.test", 10, "198.51.100.7")).toBe(MAILS_PER_REQUESTER.hour);
    expect(await ask("C@X.test ", 1, "198.51.100.7")).toBe(0);
    expect(await ask("c@x.test", 1, "192.0.2.9")).toBe(1);
    expect(await ask("d@x.test", 1, "198.51.100.7")).toBe(1);
  });

  it("bounds a flood from many requesters, but never refuses the address's known device", async () => {
    let flood = 0;
    for (let n = 0; n < 40; n += 1) flood += await ask("e@x.test", 1, `10.0.${n}.1`);
    expect(flood).toBe(MAILS_PER_ADDRESS_DAY);
    expect(await ask("e@x.test", 1, "10.9.9.9")).toBe(0);
    expect(await ask("e@x.test", 1, "10.9.9.9", { email: "e@x.test", id: "phone" })).toBe(1);
  });

  it("counts a device known for another address by its network (third review)", async () => {
    // One network holding many device cookies of its own account still gets one share.
    let sentTo = 0;
    for (let n = 0; n < 8; n += 1) {
      sentTo += await ask("g@x.test", 3, "10.1.1.1", { email: "attacker@x.test", id: `d${n}` });
      vi.advanceTimersByTime(HOUR);
    }
    expect(sentTo).toBe(MAILS_PER_REQUESTER.day);
  });
});

describe("the inbox an address is counted as", () => {
  it("ignores a sub-address, and Gmail's dots and second domain", () => {
    expect(inboxOf("victim+1@example.com")).toBe("victim@example.com");
    expect(inboxOf("victim+a+b@example.com")).toBe("victim@example.com");
    expect(inboxOf("v.i.c.tim+x@googlemail.com")).toBe("victim@gmail.com");
    expect(inboxOf("first.last@example.com")).toBe("first.last@example.com");
    expect(inboxOf("plain@example.com")).toBe("plain@example.com");
  });
});
