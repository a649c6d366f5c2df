import { describe, expect, it } from "vitest";
import { validate } from "./field-errors.ts";
import {
  CATEGORY_UNKNOWN,
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  newsletterSignUpSchema,
} from "./newsletter-schema.ts";

// The sign-up form's one schema, as the browser and the server both run it.

describe("newsletter sign-up schema", () => {
  it("takes one ticked box, several, or none (every category)", () => {
    expect(validate(newsletterSignUpSchema, { email: " a@b.co ", categories: "sports" })).toEqual({
      success: true,
      data: { email: "a@b.co", categories: ["sports"] },
    });
    expect(
      validate(newsletterSignUpSchema, { email: "a@b.co", categories: ["sports", "travel"] }),
    ).toMatchObject({ success: true, data: { categories: ["sports", "travel"] } });
    expect(validate(newsletterSignUpSchema, { email: "a@b.co" })).toMatchObject({
      success: true,
      data: { categories: [] },
    });
  });

  it("says what is wrong, field by field", () => {
    expect(validate(newsletterSignUpSchema, {})).toMatchObject({
      errors: { email: EMAIL_REQUIRED },
    });
    expect(validate(newsletterSignUpSchema, { email: "a@b", categories: ["cats"] })).toMatchObject({
      errors: { email: EMAIL_FORMAT, categories: CATEGORY_UNKNOWN },
    });
  });

  it("refuses an address that would carry a line break into a mail header", () => {
    const result = validate(newsletterSignUpSchema, { email: "a@b.co\r\nBcc: c@d.co" });
    expect(result).toMatchObject({ success: false, errors: { email: EMAIL_FORMAT } });
  });
});
