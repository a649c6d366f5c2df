import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIpOf, limitKey } from "./client-ip.ts";
import { hasSessionCookie } from "./private-cache.ts";

describe("clientIpOf", () => {
  it("reads the stamped address, writing IPv4-mapped IPv6 as IPv4", () => {
    expect(clientIpOf(new Headers({ [CLIENT_IP_HEADER]: "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
    expect(clientIpOf(new Headers({ [CLIENT_IP_HEADER]: "2001:db8::1" }))).toBe("2001:db8::1");
    expect(clientIpOf(new Headers())).toBeNull();
  });
});

describe("limitKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    [null, "unknown"],
  ])("%s counts as %s", (ip, key) => {
    expect(limitKey(ip)).toBe(key);
  });
});

describe("hasSessionCookie", () => {
  it.each([
    ["better-auth.session_token=abc", true],
    ["theme=dark; better-auth.session_token=abc", true],
    ["__Secure-better-auth.session_token=abc", true],
    ["better-auth.session_token =abc", true],
    ["theme=dark;\tbetter-auth.session_token\t=abc", true],
    [" better-auth.session_token= abc", true],
    ["theme=dark", false],
    [undefined, false],
  ])("%s → %s", (cookie, expected) => {
    expect(hasSessionCookie(cookie)).toBe(expected);
  });
});
