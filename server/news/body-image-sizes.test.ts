import { describe, expect, it } from "vitest";
import { variantKey, variantOf } from "../images/image-service.ts";
import { variantSize } from "./body-image-sizes.ts";

describe("a body picture's size from its image record (ADR 0167)", () => {
  it("reads the image and width back from a stored file's key", () => {
    const key = "news/2026/11/0123456789abcdef01234567";
    expect(variantOf(variantKey(key, 1600, "jpg"))).toEqual({ key, width: 1600 });
    expect(variantOf(variantKey(key, 480, "avif"))).toEqual({ key, width: 480 });
    expect(variantOf(key)).toBeUndefined();
    expect(variantOf("news/2026/11/logo.png")).toBeUndefined();
  });

  it("is the stored size for the largest file, and the same shape for a smaller one", () => {
    const stored = { width: 1600, height: 1067 };
    expect(variantSize(stored, 1600)).toEqual(stored);
    expect(variantSize(stored, 800)).toEqual({ width: 800, height: 534 });
    // A width past the stored one (an address typed by hand) is no larger than what was stored.
    expect(variantSize(stored, 4000)).toEqual(stored);
  });
});
