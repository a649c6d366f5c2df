import { describe, expect, it } from "vitest";
import { documentOpenerPolicy, markSentOpen } from "./opener-policy.ts";

const request = (method: string, cookie?: string) =>
  new Request("http://site.test/news", { method, headers: cookie ? { cookie } : {} });

describe("documentOpenerPolicy", () => {
  it("asks for nothing on an anonymous read of an open page", () => {
    expect(documentOpenerPolicy(request("GET"), 200, true)).toBe("unsafe-none");
    expect(documentOpenerPolicy(request("HEAD", "theme=dark"), 200, true)).toBe("unsafe-none");
  });

  it("leaves same-origin on a closed page, a form post and anything a session may shape", () => {
    expect(documentOpenerPolicy(request("GET"), 200, false)).toBeUndefined();
    expect(documentOpenerPolicy(request("POST"), 200, true)).toBeUndefined();
    for (const cookie of [
      "better-auth.session_token=abc",
      "__Secure-better-auth.session_token=abc",
      "a=1; better-auth.session_token =abc",
    ]) {
      expect(documentOpenerPolicy(request("GET", cookie), 200, true), cookie).toBeUndefined();
    }
  });

  it("leaves same-origin on any answer but a 200: a missing article is the 404 page", () => {
    for (const status of [404, 410, 500, 503]) {
      expect(documentOpenerPolicy(request("GET"), status, true), String(status)).toBeUndefined();
    }
  });
});

describe("markSentOpen", () => {
  it("says so first thing in the head, and leaves a document without one alone", () => {
    const page = Buffer.from('<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>');
    expect(markSentOpen(page).toString()).toBe(
      '<!DOCTYPE html><html lang="en-GB"><head><meta name="opener-policy" content="unsafe-none"><meta charSet="utf-8"/>',
    );
    const fragment = Buffer.from("<p>no head</p>");
    expect(markSentOpen(fragment)).toBe(fragment);
  });
});
