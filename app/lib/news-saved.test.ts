import { describe, expect, it } from "vitest";
import { savedStatus } from "./news-saved.ts";

describe("the confirmation after saving an article", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");

  it("says whether it is published, scheduled (for when) or a draft", () => {
    expect(savedStatus({ publication: "published", publishAt: "2026-11-20T09:00:00Z" })).toBe(
      "Published",
    );
    expect(savedStatus({ publication: "scheduled", publishAt: "2026-11-24T08:00:00Z" }, now)).toBe(
      "Scheduled for Tue 24 Nov, 08:00 UK time",
    );
    expect(savedStatus({ publication: "draft", publishAt: "2026-11-23T12:00:00Z" })).toBe(
      "Draft saved",
    );
  });
});
