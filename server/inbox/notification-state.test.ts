import { describe, expect, it } from "vitest";
import { notificationFailed } from "./notification-state.ts";

describe("notificationFailed", () => {
  const receivedAt = new Date("2026-01-01T12:00:00Z");
  const at = (minutes: number) => receivedAt.getTime() + minutes * 60_000;

  it("is false once sent, and while a fresh row is still being sent", () => {
    expect(
      notificationFailed({ notifiedAt: receivedAt, notifyError: null, receivedAt }, at(60)),
    ).toBe(false);
    expect(notificationFailed({ notifiedAt: null, notifyError: null, receivedAt }, at(1))).toBe(
      false,
    );
  });

  it("is true after a recorded error, or when still unsent long after arrival", () => {
    expect(
      notificationFailed({ notifiedAt: null, notifyError: "ECONNREFUSED", receivedAt }, at(0)),
    ).toBe(true);
    expect(notificationFailed({ notifiedAt: null, notifyError: null, receivedAt }, at(6))).toBe(
      true,
    );
  });
});
