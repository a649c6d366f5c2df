import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { assertPasswordPolicy, assertSignUpFields, PASSWORD_FIELDS } from "./account-input.ts";

function refusal(path: string, body: unknown) {
  try {
    assertPasswordPolicy(path, body);
    return null;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: error.statusCode, message: (error.body as { message?: string }).message };
  }
}

describe("the password policy on Better Auth's endpoints", () => {
  it.each(Object.entries(PASSWORD_FIELDS))("%s checks its %s field", (path, field) => {
    expect(refusal(path, { [field]: "aaaaaa" })).toEqual({
      status: 400,
      message:
        "Password must have one Uppercase one lower case, one number and one special character.",
    });
    expect(refusal(path, { [field]: "Ab1!" })).toEqual({
      status: 400,
      message: "Password must be 6 characters",
    });
    expect(refusal(path, { [field]: "Abcdef1!Abcdef1!Abcdef1!" })?.message).toBe(
      "Password must be less than 20 characters",
    );
    expect(refusal(path, {})?.message).toBe("Password is required");
    expect(refusal(path, { [field]: "Passw0rd!" })).toBeNull();
  });

  it("leaves endpoints that set no password alone", () => {
    expect(refusal("/sign-in/email", { password: "a" })).toBeNull();
  });
});

describe("sign-up's other fields on Better Auth's endpoint", () => {
  it("hold the form's lengths", () => {
    const refused = (body: unknown) => {
      try {
        assertSignUpFields("/sign-up/email", body);
        return null;
      } catch (error) {
        return (error as { body?: { message?: string } }).body?.message;
      }
    };
    expect(refused({ name: "Ada", image: "https://example.com/a.png" })).toBeNull();
    expect(refused({ name: "Ada" })).toBeNull();
    expect(refused({ name: "x".repeat(101) })).toBe("Name must be at most 100 characters");
    expect(refused({ name: "Ada", image: "x".repeat(2001) })).toBe(
      "Photo URL must be at most 2000 characters",
    );
    expect(refused({ name: " " })).toBe("Name is required");
  });
});
