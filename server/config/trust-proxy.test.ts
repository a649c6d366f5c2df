import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy.ts";

describe("parseTrustProxy", () => {
  it.each([
    ["loopback", ["loopback"]],
    ["1", 1],
    ["2", 2],
    ["off", false],
    ["0", false],
    ["10.0.0.2, 172.16.0.0/12", ["10.0.0.2", "172.16.0.0/12"]],
    ["loopback,uniquelocal,fd00::/8", ["loopback", "uniquelocal", "fd00::/8"]],
  ])("%s", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual({ ok: true, value: expected });
  });

  it.each(["true", "everyone", "10.0.0.300", "10.0.0.0/33", "::1/129", "1.2.3.4/x", ","])(
    "refuses %s",
    (value) => {
      expect(parseTrustProxy(value).ok).toBe(false);
    },
  );
});
