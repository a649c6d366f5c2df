import { describe, expect, it } from "vitest";
import { linkAddress, linkAddressMessage } from "./link-address.ts";

// The link dialog's address (an editor's review): "www.bmd.gov.bd" was saved as a relative link.

describe("a link's address as typed", () => {
  it.each([
    ["www.bmd.gov.bd", "https://www.bmd.gov.bd"],
    ["bmd.gov.bd/page", "https://bmd.gov.bd/page"],
    ["example.co.uk:8080/a?b=1#c", "https://example.co.uk:8080/a?b=1#c"],
    ["  www.bmd.gov.bd  ", "https://www.bmd.gov.bd"],
    ["news@example.com", "mailto:news@example.com"],
  ])("gets the scheme it lacks: %s", (typed, href) => {
    expect(linkAddress(typed)).toEqual({ href });
  });

  it.each([
    "https://www.bmd.gov.bd",
    "http://example.com/a?b=1&c=2",
    "mailto:news@example.com",
    "/news/eid-fair",
    "/contact#form",
  ])("is kept as it is when absolute or a site path: %s", (href) => {
    expect(linkAddress(href)).toEqual({ href });
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "ftp://example.com/file",
    "//example.com",
    "news/eid-fair",
    "bmd",
    "https://",
    "two words.com",
    "mailto:",
  ])("is refused, saying what is taken: %s", (typed) => {
    expect(linkAddress(typed)).toEqual({ error: linkAddressMessage });
  });
});
