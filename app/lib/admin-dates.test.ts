import { describe, expect, it } from "vitest";
import { formatAdminDateTime, formatAdminDay, formatAdminMoment } from "./admin-dates.ts";

describe("admin dates", () => {
  it("writes an instant in London time, short and in full", () => {
    expect(formatAdminDateTime("2026-07-01T13:05:09Z")).toEqual({
      text: "1 Jul 2026, 14:05",
      title: "Wednesday, 1 July 2026 at 14:05:09 BST",
    });
    expect(formatAdminDateTime("2026-01-01T13:05:09Z").text).toBe("1 Jan 2026, 13:05");
  });

  it("writes an event's day as that day wherever the reader is", () => {
    expect(formatAdminDay("2026-12-24")).toEqual({
      text: "Thu, 24 Dec 2026",
      title: "Thursday, 24 December 2026",
    });
  });

  it("writes a day with its wall-clock time when given one (a scheduled article's)", () => {
    expect(formatAdminDay("2099-11-24", "08:00")).toEqual({
      text: "Tue, 24 Nov 2099, 08:00",
      title: "Tuesday, 24 November 2099 at 08:00 (UK time)",
    });
    expect(formatAdminDay("2099-11-24", "23:30").text).toBe("Tue, 24 Nov 2099, 23:30");
  });

  it("says when a scheduled article goes live, in London time, the year only when it differs", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(formatAdminMoment("2026-11-24T08:00:00Z", now)).toBe("Tue 24 Nov, 08:00");
    // Summer time: 08:00 in London is 07:00 UTC.
    expect(formatAdminMoment("2026-07-01T07:00:00Z", now)).toBe("Wed 1 Jul, 08:00");
    expect(formatAdminMoment("2027-01-06T09:30:00Z", now)).toBe("Wed 6 Jan 2027, 09:30");
    expect(formatAdminMoment("2026-11-24T00:05:00Z", now)).toBe("Tue 24 Nov, 00:05");
  });

  it("shows what it cannot read as it is", () => {
    expect(formatAdminDateTime("not a date").text).toBe("not a date");
  });
});
