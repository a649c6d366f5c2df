import { describe, expect, it } from "vitest";
import { dateTimeLabel } from "./news-format.ts";

describe("dateTimeLabel", () => {
  it("reads the stored date as a date, in the spec's 'date - time' shape", () => {
    expect(dateTimeLabel({ date: "2026-11-27", time: "18:00" })).toBe("27 Nov 2026 - 18:00");
    expect(dateTimeLabel({ date: "2026-01-05", time: "07:45" })).toBe("5 Jan 2026 - 07:45");
  });

  it("writes a Bengali article's date with Bengali digits and month names", () => {
    expect(dateTimeLabel({ date: "2026-11-27", time: "18:00" }, "bn")).toBe(
      "২৭ নভেম্বর ২০২৬ - ১৮:০০",
    );
  });

  it("shows a date not stored as YYYY-MM-DD as it was stored", () => {
    expect(dateTimeLabel({ date: "27/11/2026", time: "18:00" })).toBe("27/11/2026 - 18:00");
    expect(dateTimeLabel({ date: "2026-13-01", time: "18:00" })).toBe("2026-13-01 - 18:00");
  });
});
