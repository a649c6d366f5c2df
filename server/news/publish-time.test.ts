import { describe, expect, it } from "vitest";
import { publishInstant } from "./publish-time.ts";

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
