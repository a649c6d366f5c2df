import { describe, expect, it } from "vitest";
import { classifyLoginErrorCode } from "./login-failure.ts";

describe("classifyLoginErrorCode (Better Auth codes to the spec's login messages)", () => {
  it.each([
    ["TOO_MANY_LOGIN_ATTEMPTS", 429, "tooManyAttempts"],
    [undefined, 429, "tooManyAttempts"],
    ["INVALID_EMAIL", 400, "invalidEmail"],
    ["INVALID_EMAIL_OR_PASSWORD", 401, "credentials"],
    ["PASSWORD_TOO_LONG", 400, "otherFailure"],
    ["EMAIL_NOT_VERIFIED", 403, "otherFailure"],
    [undefined, 500, "otherFailure"],
  ] as const)("%s (%s) is %s", (code, status, kind) => {
    expect(classifyLoginErrorCode(code, status)).toBe(kind);
  });
});
