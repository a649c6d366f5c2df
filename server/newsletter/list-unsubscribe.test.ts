import { describe, expect, it } from "vitest";
import { formatListUnsubscribe } from "./list-unsubscribe.ts";

// RFC 2369 and RFC 8058 headers, as Gmail and Yahoo require of bulk senders.

describe("List-Unsubscribe headers", () => {
  it("name the https address first, then the mailto, and ask for one-click", () => {
    const headers = formatListUnsubscribe(
      "https://news.example/newsletter/unsubscribe/abc.def",
      "no-reply@news.example",
      "abc.def",
    );
    expect(headers).toEqual({
      "List-Unsubscribe":
        "<https://news.example/newsletter/unsubscribe/abc.def>, <mailto:no-reply@news.example?subject=unsubscribe%20abc.def>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("cannot be broken into another header or address by what the addresses hold", () => {
    const headers = formatListUnsubscribe("https://x.example/a>,\r\nBcc: y", "a b<@x", "t");
    expect(headers["List-Unsubscribe"]).not.toMatch(/[\r\n]/);
    expect(headers["List-Unsubscribe"].match(/</g)).toHaveLength(2);
    expect(headers["List-Unsubscribe"].match(/>/g)).toHaveLength(2);
  });
});
