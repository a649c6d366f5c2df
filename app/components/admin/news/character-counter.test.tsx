import { describe, expect, it } from "vitest";
import { counterText } from "./character-counter.tsx";

describe("a body field's character counter", () => {
  it("says how much of the limit is used, and by how much it is passed", () => {
    expect(counterText(16_001, 20_000)).toBe("16,001 of 20,000 characters");
    expect(counterText(20_123, 20_000)).toBe("20,123 of 20,000 characters: 123 too many");
  });
});
