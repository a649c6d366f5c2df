import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("starts with a BOM, quotes every cell and ends lines with CRLF", () => {
    const csv = toCsv(["Name", "Details"], [["Ana", 'said "hi",\nthen left']]);
    expect(csv).toBe('\uFEFF"Name","Details"\r\n"Ana","said ""hi"",\nthen left"\r\n');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell("plain = fine")).toBe('"plain = fine"');
    expect(csvCell(null)).toBe('""');
  });

  it("guards an international phone number like any other + cell, and leaves a national one", () => {
    expect(csvCell("0121 496 0000")).toBe('"0121 496 0000"');
    for (const risky of [
      "+44 7911 123456",
      "+44 (0)121 496-0000",
      "+44 7911 123456 =cmd",
      "+1+cmd|' /C calc'!A0",
      "++44 1",
      "+",
      "-1",
      "+A1",
    ]) {
      expect(csvCell(risky)).toBe(`"'${risky.replace(/"/g, '""')}"`);
    }
  });

  it("keeps non-Latin text as it is", () => {
    expect(csvCell("বাংলাদেশ")).toBe('"বাংলাদেশ"');
  });
});
