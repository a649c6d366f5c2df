import { describe, expect, it } from "vitest";
import { centre, pointAfterKey, pointAt, pointLabel } from "./focal-point-math.ts";

describe("the focal point", () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it("is where a click lands, as a share of the image", () => {
    expect(pointAt(box, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointAt(box, 500, 250)).toEqual({ x: 1, y: 1 });
  });

  it("stays on the image when a click lands on its edge or beyond", () => {
    expect(pointAt(box, 50, 400)).toEqual({ x: 0, y: 1 });
    expect(pointAt({ ...box, width: 0 }, 200, 100)).toEqual(centre);
  });

  it("moves 5 % with an arrow, 1 % with Shift, back to the centre with Home", () => {
    expect(pointAfterKey(centre, "ArrowRight", false)).toEqual({ x: 0.55, y: 0.5 });
    expect(pointAfterKey(centre, "ArrowUp", true)).toEqual({ x: 0.5, y: 0.49 });
    expect(pointAfterKey({ x: 0.2, y: 0.9 }, "Home", false)).toEqual(centre);
    expect(pointAfterKey(centre, "Enter", false)).toBeUndefined();
  });

  it("never leaves the image, and keeps whole percent", () => {
    expect(pointAfterKey({ x: 0.02, y: 0.98 }, "ArrowLeft", false)).toEqual({ x: 0, y: 0.98 });
    expect(pointAfterKey({ x: 0.02, y: 0.98 }, "ArrowDown", false)).toEqual({ x: 0.02, y: 1 });
    expect(pointAfterKey({ x: 0.1, y: 0.2 }, "ArrowRight", true)).toEqual({ x: 0.11, y: 0.2 });
    expect(pointAt(box, 200.9, 100.7)).toEqual({ x: 0.25, y: 0.25 });
  });

  it("is described in words", () => {
    expect(pointLabel({ x: 0.25, y: 0.8 })).toBe("25% from the left, 80% from the top");
  });
});
