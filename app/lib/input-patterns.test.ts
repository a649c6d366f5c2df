import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { regexes } from "zod";
import * as patterns from "./input-patterns.ts";

// Every pattern a schema runs on visitors' text must take time linear in its input (ADR 0060).
// Two proofs: recheck, a ReDoS checker that analyses the automaton and searches for attack
// strings, must call each one safe; and each one runs over a corpus of 100 kB pathological
// strings (a quadratic pattern would take minutes on them, far beyond the test's timeout).

// Zod's own formats that the schemas (and Better Auth's, for emails) run on input.
const zodFormats = { zodEmail: regexes.email, zodDate: regexes.date };
const all = Object.entries({ ...patterns, ...zodFormats }) as [string, RegExp][];

const size = 100_000;
const pieces = [
  ".",
  "@",
  "a",
  "A",
  "0",
  " ",
  "\t",
  "-",
  "!",
  "a.",
  "a@",
  "@.",
  ".@",
  "aA0!",
  "\u0000",
];
function corpus() {
  const values: string[] = [];
  for (const piece of pieces) {
    const body = piece.repeat(Math.ceil(size / piece.length)).slice(0, size);
    for (const [before, after] of [
      ["", ""],
      ["a@", "@"],
      ["a@", "!"],
      ["a@a", " "],
      ["", "\n"],
      ["12:", "x"],
      ["https://", " "],
    ]) {
      values.push(`${before}${body}${after}`);
    }
  }
  return values;
}

describe("input patterns", () => {
  it("include the ones the schemas use", () => {
    expect(all.map(([name]) => name)).toEqual(
      expect.arrayContaining(["homeEmailPattern", "strictEmailPattern", "zodEmail"]),
    );
  });

  it.each(all)(
    "%s is judged safe by a ReDoS checker",
    (_name, pattern) => {
      const result = checkSync(pattern.source, pattern.flags, { timeout: 20_000, randomSeed: 1 });
      expect(
        result.status,
        JSON.stringify(result.status === "vulnerable" ? result.attack : result),
      ).toBe("safe");
    },
    60_000,
  );

  it.each(all)("%s answers on 100 kB pathological strings", (_name, pattern) => {
    for (const value of corpus()) pattern.test(value);
  });

  it("keeps the home pattern's meaning: something@something.something", () => {
    const accepts = ["a@b.c", "a@.b.c", "a@b..", "ad.a@ex.co.uk", "a@b.c.d", "a!#@b-c.d"];
    const refuses = ["a@b", "a@.b", "a@b.", "a b@c.d", "a@b@c.d", "@b.c", "a@", "a@b c.d"];
    const original = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    for (const value of accepts)
      expect([value, patterns.homeEmailPattern.test(value)]).toEqual([value, true]);
    for (const value of refuses)
      expect([value, patterns.homeEmailPattern.test(value)]).toEqual([value, false]);
    for (const value of [...accepts, ...refuses]) {
      expect(patterns.homeEmailPattern.test(value)).toBe(original.test(value));
    }
  });
});
