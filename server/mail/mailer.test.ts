import { describe, expect, it } from "vitest";
import { subjectLine } from "./mailer.ts";

describe("a mail's subject line", () => {
  it("turns control characters and line separators from a pasted title into single spaces", () => {
    expect(subjectLine("Mela\u000b returns\u000c\u001b to\u0085 Small\u2028Heath\r\n Park\t")).toBe(
      "Mela returns to Small Heath Park",
    );
  });

  it("keeps Bengali, emoji and punctuation as they are", () => {
    expect(subjectLine("বৈশাখী মেলা — ফিরে এলো! 🎉")).toBe("বৈশাখী মেলা — ফিরে এলো! 🎉");
  });
});
