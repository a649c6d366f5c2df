import { describe, expect, it } from "vitest";
import { dialNumber, telHref } from "./tel-href.ts";

describe("telHref", () => {
  it("drops a (0) trunk prefix written after a country code", () => {
    expect(telHref("+44 (0)121 496 0000")).toBe("tel:+441214960000");
    expect(telHref("+44(0) 7700 900461")).toBe("tel:+447700900461");
    expect(telHref("+353 (0) 1 234 5678")).toBe("tel:+35312345678");
  });

  it("keeps only a leading + and digits", () => {
    expect(telHref("0121 496 0000")).toBe("tel:01214960000");
    expect(telHref("+44 121-496.0000")).toBe("tel:+441214960000");
    expect(telHref(" (0121) 496 0000 ")).toBe("tel:01214960000");
    expect(dialNumber("07700 900461 ext. 2")).toBe("077009004612");
  });

  it("keeps a 0 that is not a trunk prefix after a country code", () => {
    expect(dialNumber("0121 (0) 496")).toBe("01210496");
    expect(dialNumber("+39 06 1234 5678")).toBe("+390612345678");
  });
});
