import { makeSignature } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { cookieValue, verifiedToken } from "./session-read.ts";

// The direct session read must never accept a cookie Better Auth's getSession would refuse
// (ADR 0083): the same parsing of the Cookie header, the same signature check. Whole sessions,
// revocation and expiry are proved through the real server by the integration tests.

const NAME = "better-auth.session_token";
const SECRET = "a-test-secret-that-is-long-enough-0123456789";

async function signed(token: string, secret = SECRET) {
  return `${token}.${await makeSignature(token, secret)}`;
}

describe("cookieValue", () => {
  it.each([
    [`${NAME}=abc`, "abc"],
    [`theme=dark; ${NAME}=abc; other=1`, "abc"],
    [`${NAME} =abc`, "abc"],
    [` ${NAME}= abc `, "abc"],
    [`${NAME}="abc"`, "abc"],
    [`${NAME}=a%2Eb`, "a.b"],
    [`${NAME}=bad%E0`, "bad%E0"],
    [`${NAME}=first; ${NAME}=second`, "first"],
    [`x${NAME}=abc`, undefined],
    [`__Secure-${NAME}=abc`, undefined],
    ["theme=dark", undefined],
    ["", undefined],
    [`junk; ${NAME}=abc`, "abc"],
  ])("%j gives %j", (header, value) => {
    expect(cookieValue(header, NAME)).toBe(value);
  });
});

describe("verifiedToken", () => {
  it("accepts a value signed by Better Auth with the secret", async () => {
    expect(verifiedToken(await signed("tok3n"), SECRET)).toBe("tok3n");
    expect(verifiedToken(await signed("a.b.c"), SECRET)).toBe("a.b.c");
  });

  it("refuses another secret's signature, a changed token and malformed values", async () => {
    const good = await signed("tok3n");
    expect(verifiedToken(await signed("tok3n", `${SECRET}x`), SECRET)).toBeUndefined();
    expect(verifiedToken(good.replace("tok3n", "tok3N"), SECRET)).toBeUndefined();
    expect(verifiedToken("tok3n", SECRET)).toBeUndefined();
    expect(verifiedToken(`.${good.split(".")[1]}`, SECRET)).toBeUndefined();
    expect(verifiedToken(`tok3n.${"A".repeat(44)}`, SECRET)).toBeUndefined();
    expect(verifiedToken(good.slice(0, -1), SECRET)).toBeUndefined();
  });

  it("refuses the right signature written in base64url, as Better Auth's atob does", async () => {
    // The first token whose signature has a character base64url writes differently.
    let token = 0;
    while (!/[+/]/.test(await makeSignature(`t${token}`, SECRET))) token += 1;
    const value = await signed(`t${token}`);
    expect(verifiedToken(value, SECRET)).toBe(`t${token}`);
    const urlSafe = value.replaceAll("+", "-").replaceAll("/", "_");
    expect(verifiedToken(urlSafe, SECRET)).toBeUndefined();
  });
});
