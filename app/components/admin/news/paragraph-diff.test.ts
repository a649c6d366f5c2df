import { describe, expect, it } from "vitest";
import { paragraphDiff } from "./paragraph-diff.ts";

describe("paragraphDiff", () => {
  it("keeps shared paragraphs and marks the ones removed and added", () => {
    expect(paragraphDiff("One\n\nTwo\n\nThree", "One\n\nশুভ দিন\n\nThree")).toEqual([
      { kind: "same", text: "One" },
      { kind: "removed", text: "Two" },
      { kind: "added", text: "শুভ দিন" },
      { kind: "same", text: "Three" },
    ]);
  });
  it("reads empty texts as no paragraphs", () => {
    expect(paragraphDiff("", "")).toEqual([]);
    expect(paragraphDiff("", "New")).toEqual([{ kind: "added", text: "New" }]);
  });
});
