import { describe, expect, it } from "vitest";
import { registeredIn } from "./company-jurisdiction.ts";

describe("registeredIn", () => {
  it("reads Scotland and Northern Ireland from Companies House prefixes", () => {
    for (const number of ["SC123456", "SO301234", "SL012345", "SF000123", "sc 123456"]) {
      expect(registeredIn(number)).toBe("Scotland");
    }
    for (const number of ["NI123456", "NC001234", "NF000123", "R0000123"]) {
      expect(registeredIn(number)).toBe("Northern Ireland");
    }
  });

  it("takes every other number for England and Wales", () => {
    for (const number of ["12345678", "00000000", "OC301234", "LP012345", "FC012345", "RC000123"]) {
      expect(registeredIn(number)).toBe("England and Wales");
    }
  });
});
