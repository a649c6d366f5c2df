import { describe, expect, it } from "vitest";
import {
  loginSchema,
  newPasswordSchema,
  profileSchema,
  resetRequestSchema,
  signUpSchema,
} from "./auth-schemas.ts";
import { fieldErrors } from "./field-errors.ts";

const valid = {
  name: "Member",
  photoURL: "https://example.com/p.png",
  email: "member@example.com",
  password: "Passw0rd!",
};

function signUpErrors(values: Record<string, unknown>) {
  const result = signUpSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe("signUpSchema (spec section 5, word for word)", () => {
  it("accepts a complete sign-up", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it("requires every field with the spec's messages, also when fields are missing", () => {
    const expected = {
      name: "Name is required",
      photoURL: "Photo URL is required",
      email: "Email is required",
      password: "Password is required",
    };
    expect(signUpErrors({ name: "", photoURL: "", email: "", password: "" })).toEqual(expected);
    expect(signUpErrors({})).toEqual(expected);
    expect(signUpErrors({ ...valid, name: "   " }).name).toBe("Name is required");
  });

  it.each([
    ["Ab1!", "Password must be 6 characters"],
    ["Ab1!x", "Password must be 6 characters"],
    ["Abcdefgh1!Abcdefgh1!x", "Password must be less than 20 characters"],
    [
      "abcdef1!",
      "Password must have one Uppercase one lower case, one number and one special character.",
    ],
    [
      "ABCDEF1!",
      "Password must have one Uppercase one lower case, one number and one special character.",
    ],
    [
      "Abcdefg!",
      "Password must have one Uppercase one lower case, one number and one special character.",
    ],
    [
      "Abcdefg1",
      "Password must have one Uppercase one lower case, one number and one special character.",
    ],
    [
      "Abcdef1%",
      "Password must have one Uppercase one lower case, one number and one special character.",
    ],
  ])("refuses the password %s with '%s'", (password, message) => {
    expect(signUpErrors({ ...valid, password }).password).toBe(message);
  });

  it.each(["Abcde1!", "Abc1@x", "Abcdefgh1!Abcdefgh1!", "Zz9#zz", "Aa1$aa", "Aa1&aa", "Aa1*aa"])(
    "accepts the password %s (6 to 20 characters, every kind)",
    (password) => {
      expect(signUpErrors({ ...valid, password })).toEqual({});
    },
  );
});

describe("the other account forms", () => {
  it("login needs both fields and leaves the email's format to the sign-in", () => {
    expect(loginSchema.safeParse({ email: "not-an-email", password: "x" }).success).toBe(true);
    const result = loginSchema.safeParse({ email: "", password: "" });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("reset needs the email", () => {
    const result = resetRequestSchema.safeParse({ email: " " });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ email: "Email is required" });
  });

  it("a new password follows the sign-up rules and must be repeated", () => {
    const base = { token: "t", password: "Passw0rd!", confirmPassword: "Passw0rd!" };
    expect(newPasswordSchema.safeParse(base).success).toBe(true);
    const weak = newPasswordSchema.safeParse({ ...base, password: "abc", confirmPassword: "abc" });
    expect(weak.success ? {} : fieldErrors(weak.error).password).toBe(
      "Password must be 6 characters",
    );
    const mismatch = newPasswordSchema.safeParse({ ...base, confirmPassword: "Passw0rd?" });
    expect(mismatch.success ? {} : fieldErrors(mismatch.error)).toEqual({
      confirmPassword: "The passwords do not match",
    });
  });

  it("the profile needs a name and a photo URL", () => {
    const result = profileSchema.safeParse({ name: "", photoURL: "" });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      name: "Name is required",
      photoURL: "Photo URL is required",
    });
  });
});
