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

describe("sign-up's photo: a pasted http(s) address or an uploaded picture (ADR 0091)", () => {
  const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" });

  it("takes an uploaded picture in place of the address", () => {
    expect(signUpErrors({ ...valid, photoURL: "", photo: picture })).toEqual({});
    expect(signUpErrors({ ...valid, photoURL: undefined, photo: picture })).toEqual({});
  });

  it("still says the spec's 'Photo URL is required' with neither, an empty file counting as none", () => {
    const empty = new File([], "");
    expect(signUpErrors({ ...valid, photoURL: "", photo: empty })).toEqual({
      photoURL: "Photo URL is required",
    });
  });

  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "file:///etc/passwd",
    "example.com/me.png",
    "https://",
  ])("refuses the pasted address %s", (photoURL) => {
    expect(signUpErrors({ ...valid, photoURL })).toEqual({
      photoURL: "Photo URL must be an http:// or https:// address",
    });
  });

  it("accepts http and https addresses", () => {
    for (const photoURL of ["http://example.com/me.png", "HTTPS://example.com/me.png"]) {
      expect(signUpErrors({ ...valid, photoURL })).toEqual({});
    }
  });
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

  it("the profile needs a name and a photo URL, an http(s) one", () => {
    const result = profileSchema.safeParse({ name: "", photoURL: "" });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      name: "Name is required",
      photoURL: "Photo URL is required",
    });
    const missing = profileSchema.safeParse({});
    expect(missing.success ? {} : fieldErrors(missing.error).photoURL).toBe(
      "Photo URL is required",
    );
    const script = profileSchema.safeParse({ name: "A", photoURL: "javascript:alert(1)" });
    expect(script.success ? {} : fieldErrors(script.error).photoURL).toBe(
      "Photo URL must be an http:// or https:// address",
    );
  });
});
