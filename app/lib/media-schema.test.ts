import { describe, expect, it } from "vitest";
import { deleteMediaSchema, formatBytes, mediaSearchSchema } from "./media-schema.ts";

describe("the media library's forms", () => {
  it("reads sizes as people do, older uploads as unknown", () => {
    expect(formatBytes(null)).toBe("Size unknown");
    expect(formatBytes(900)).toBe("900 B");
    expect(formatBytes(6_140)).toBe("6 KB");
    expect(formatBytes(2_516_582)).toBe("2.4 MB");
  });

  it("falls back to the first page and no search on nonsense", () => {
    expect(mediaSearchSchema.parse({ q: "  heron ", page: "2" })).toEqual({ q: "heron", page: 2 });
    expect(mediaSearchSchema.parse({ q: 7, page: "-1" })).toEqual({ q: "", page: 1 });
  });

  it("takes only a news image's key", () => {
    expect(deleteMediaSchema.safeParse({ key: "news/2026/11/abc123" }).success).toBe(true);
    expect(deleteMediaSchema.safeParse({ key: "users/2026/11/abc123" }).success).toBe(false);
    expect(deleteMediaSchema.safeParse({ key: "news/../etc" }).success).toBe(false);
  });
});
