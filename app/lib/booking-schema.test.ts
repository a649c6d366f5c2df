import { describe, expect, it } from "vitest";
import { bookingSchema, todayInLondon } from "./booking-schema.ts";
import { validate } from "./field-errors.ts";

const valid = {
  name: "Rahim",
  email: "rahim@example.com",
  telephone: "07700 900123",
  date: "2026-06-01",
  occasion: "Wedding",
};

describe("the booking schema", () => {
  const now = new Date("2026-05-31T23:30:00Z"); // already 1 June in London (BST)

  it("takes today's date where the channel works", () => {
    expect(todayInLondon(now)).toBe("2026-06-01");
    expect(validate(bookingSchema(now), valid)).toEqual({
      success: true,
      data: { ...valid, message: "" },
    });
  });

  it("refuses a past day and an impossible one", () => {
    expect(validate(bookingSchema(now), { ...valid, date: "2026-05-31" })).toEqual({
      success: false,
      errors: { date: "The date must be today or later" },
    });
    expect(validate(bookingSchema(now), { ...valid, date: "2026-02-30" })).toEqual({
      success: false,
      errors: { date: "Please choose the date of the occasion" },
    });
  });
});
