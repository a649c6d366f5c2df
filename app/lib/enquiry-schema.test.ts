import { describe, expect, it } from "vitest";
import { enquirySchema } from "./enquiry-schema.ts";
import { validate } from "./field-errors.ts";

const valid = {
  name: " Ada ",
  email: "ada@example.com",
  phone: "0121 000",
  projectDetails: "A site",
};

describe("the enquiry schema", () => {
  it("trims values, defaults company to empty and the home checkbox to unticked", () => {
    const result = validate(enquirySchema("home"), valid);
    expect(result).toEqual({
      success: true,
      data: { ...valid, name: "Ada", company: "", notRobot: false },
    });
  });

  it("treats whitespace-only fields as empty", () => {
    const result = validate(enquirySchema("home"), { ...valid, name: "   " });
    expect(result).toEqual({ success: false, errors: { name: "Name is required" } });
  });

  it("gives the home email message for a malformed address", () => {
    for (const email of ["ada", "ada@", "ada@example", "a da@example.com"]) {
      expect(validate(enquirySchema("home"), { ...valid, email })).toEqual({
        success: false,
        errors: { email: "Invalid email address" },
      });
    }
  });

  it("stops at the length limit: an over-long email gets that message, and no pattern runs", () => {
    const email = `a@${".".repeat(30_000)}@`;
    for (const variant of ["home", "contact"] as const) {
      const result = validate(enquirySchema(variant), { ...valid, notRobot: true, email });
      expect(result).toEqual({
        success: false,
        errors: { email: "Email must be at most 254 characters" },
      });
    }
  });

  it("uses the contact page's stricter, case-insensitive pattern", () => {
    const contact = { ...valid, notRobot: "on" };
    expect(
      validate(enquirySchema("contact"), { ...contact, email: "ADA@EXAMPLE.CO.UK" }).success,
    ).toBe(true);
    for (const email of ["ada@example.c", "ada@example.c0m", "ad!a@example.com"]) {
      expect(validate(enquirySchema("contact"), { ...contact, email })).toEqual({
        success: false,
        errors: { email: "Invalid email address format" },
      });
    }
  });

  it("requires the robot checkbox only on the contact page", () => {
    expect(validate(enquirySchema("contact"), valid)).toEqual({
      success: false,
      errors: { notRobot: "Please confirm you are not a robot" },
    });
    expect(validate(enquirySchema("contact"), { ...valid, notRobot: true }).success).toBe(true);
    expect(validate(enquirySchema("home"), valid).success).toBe(true);
  });
});
