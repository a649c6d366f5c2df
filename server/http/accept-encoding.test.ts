import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.ts";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, as the client weighs them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("BR;Q=1, gzip;q=0.9")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
  });

  it("sends the plain body when neither is acceptable", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*;q=0")).toBeNull();
  });
});
