import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.ts";

describe("RateLimiter", () => {
  it("allows the limit per window, per key, then again after the window", () => {
    let now = 1_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("b").allowed).toBe(true);
    const refused = limiter.take("a");
    expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 });
    now += 60_000;
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("gives a use back when its request failed on our side", () => {
    const limiter = new RateLimiter(1, 60_000, () => 1_000);
    expect(limiter.take("a").allowed).toBe(true);
    limiter.release("a");
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });
});
