import { describe, expect, it } from "vitest";
import { documentOpenerPolicy } from "./opener-policy.ts";

const request = (method: string, cookie?: string) =>
  new Request("http://site.test/news", { method, headers: cookie ? { cookie } : {} });

describe("documentOpenerPolicy", () => {
  it("asks for nothing on an anonymous read of an open page", () => {
    expect(documentOpenerPolicy(request("GET"), true)).toBe("unsafe-none");
    expect(documentOpenerPolicy(request("HEAD", "theme=dark"), true)).toBe("unsafe-none");
  });

  it("leaves same-origin on a closed page, a form post and anything a session may shape", () => {
    expect(documentOpenerPolicy(request("GET"), false)).toBeUndefined();
    expect(documentOpenerPolicy(request("POST"), true)).toBeUndefined();
    for (const cookie of [
      "better-auth.session_token=abc",
      "__Secure-better-auth.session_token=abc",
      "a=1; better-auth.session_token =abc",
    ]) {
      expect(documentOpenerPolicy(request("GET", cookie), true), cookie).toBeUndefined();
    }
  });
});
