import { describe, expect, it } from "vitest";
import { messagePreview } from "./message-preview.ts";

describe("messagePreview", () => {
  it("collapses line breaks, so the greeting is followed by the message", () => {
    const text =
      "Hi there,\n\nWe're a family-run bakery in Sparkbrook and would like a website where customers can order celebration cakes online.\n\nThanks, Priya";
    const preview = messagePreview(text);
    expect(preview).toMatch(/^Hi there, We're a family-run bakery in Sparkbrook/);
    expect(preview).not.toContain("\n");
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
    expect(preview.length).toBeGreaterThan(100);
  });

  it("cuts at a word, and leaves a short message whole", () => {
    expect(messagePreview("one two three four five", 16)).toBe("one two three…");
    expect(messagePreview("  A short\r\nmessage.  ")).toBe("A short message.");
  });
});
