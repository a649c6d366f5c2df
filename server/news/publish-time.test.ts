import { describe, expect, it } from "vitest";
import { londonDateTime, publishInstant, publishNowFields } from "./publish-time.ts";

describe("publishInstant", () => {
  it("reads the date and time as UK wall-clock time, summer and winter", () => {
    expect(publishInstant("2026-01-15", "09:30").toISOString()).toBe("2026-01-15T09:30:00.000Z");
    expect(publishInstant("2026-07-15", "09:30").toISOString()).toBe("2026-07-15T08:30:00.000Z");
  });

  it("handles the hours around the clock changes", () => {
    expect(publishInstant("2026-03-29", "00:30").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(publishInstant("2026-03-29", "03:00").toISOString()).toBe("2026-03-29T02:00:00.000Z");
    expect(publishInstant("2026-10-25", "03:00").toISOString()).toBe("2026-10-25T03:00:00.000Z");
  });
});

describe("publish now", () => {
  it("writes the UK wall-clock minute of the instant, never after it", () => {
    const summer = new Date("2026-07-15T08:30:59.900Z");
    expect(londonDateTime(summer)).toEqual({ date: "2026-07-15", time: "09:30" });
    expect(londonDateTime(new Date("2026-01-15T23:59:30Z"))).toEqual({
      date: "2026-01-15",
      time: "23:59",
    });
    const { date, time } = londonDateTime(summer);
    expect(publishInstant(date, time).getTime()).toBeLessThanOrEqual(summer.getTime());
  });

  const now = new Date("2026-11-29T07:05:00Z");
  const scheduled = { status: "published", publishAt: new Date("2027-05-01T09:00:00Z") };

  it("publishes a scheduled article's fields as sent, dated now", () => {
    const fields = { title: "Mela", date: "2027-05-01", time: "10:00", status: "published" };
    expect(publishNowFields(fields, scheduled, now)).toEqual({
      ok: true,
      fields: { title: "Mela", date: "2026-11-29", time: "07:05", status: "published" },
    });
  });

  it("refuses a draft, and an article already published", () => {
    const fields = { title: "Mela", date: "2026-11-01", time: "10:00", status: "published" };
    const draft = publishNowFields(fields, { ...scheduled, status: "draft" }, now);
    expect(draft).toMatchObject({ ok: false, reason: "conflict" });
    expect(draft.ok || draft.message).toMatch(/This one is a draft: use Publish/);
    const live = { status: "published", publishAt: new Date("2026-11-01T10:00:00Z") };
    expect(publishNowFields(fields, live, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already published/),
    });
  });
});
