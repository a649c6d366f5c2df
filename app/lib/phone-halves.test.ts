import { describe, expect, it } from "vitest";
import { phoneHalves } from "./phone-halves.ts";

describe("phoneHalves", () => {
  it("splits a number's groups into two halves as even as can be", () => {
    expect(phoneHalves("+44 (0)121 496 0000")).toEqual(["+44 (0)121", "496 0000"]);
    expect(phoneHalves("07700 900999")).toEqual(["07700", "900999"]);
    expect(phoneHalves("+44 7700 900123")).toEqual(["+44 7700", "900123"]);
    expect(phoneHalves(" 01214960000 ")).toEqual(["01214960000"]);
  });
});
