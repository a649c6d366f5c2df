import { describe, expect, it } from "vitest";
import { articlesFor } from "./digest.ts";
import { latestSlot } from "./digest-schedule.ts";

describe("latestSlot", () => {
  it("is this week's day and hour in London once it has come, else last week's", () => {
    // Saturday 28 Nov 2026 (GMT); a Saturday 09:00 digest.
    expect(latestSlot(new Date("2026-11-28T10:00:00Z"), 6, 9)).toEqual({
      at: new Date("2026-11-28T09:00:00Z"),
      week: "2026-11-28",
    });
    expect(latestSlot(new Date("2026-11-28T08:59:00Z"), 6, 9).week).toBe("2026-11-21");
  });

  it("follows British Summer Time", () => {
    // Monday 6 July 2026, 08:00 in London is 07:00 UTC.
    expect(latestSlot(new Date("2026-07-08T12:00:00Z"), 1, 8)).toEqual({
      at: new Date("2026-07-06T07:00:00Z"),
      week: "2026-07-06",
    });
  });
});

describe("articlesFor", () => {
  const week = [
    { title: "A", excerpt: "", url: "https://x/a", category: "sports" },
    { title: "B", excerpt: "", url: "https://x/b", category: "travel" },
  ];
  it("gives a reader who chose nothing everything, and others their categories only", () => {
    expect(articlesFor({ categories: [] }, week)).toHaveLength(2);
    expect(articlesFor({ categories: ["travel"] }, week).map((a) => a.title)).toEqual(["B"]);
    expect(articlesFor({ categories: ["politics"] }, week)).toEqual([]);
  });
});
