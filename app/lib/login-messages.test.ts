import { describe, expect, it } from "vitest";
import { googleFailureMessage, googleMessages } from "./login-messages.ts";

describe("googleFailureMessage", () => {
  it.each([
    ["access_denied", googleMessages.cancelled],
    ["account_not_linked", googleMessages.notLinked],
    ["account not linked", googleMessages.notLinked],
    ["oauth_provider_not_found", googleMessages.unavailable],
    ["unable_to_get_user_info", googleMessages.unavailable],
    ["state_mismatch", googleMessages.failure],
    ["", googleMessages.failure],
  ])("reads %s as a clear message", (code, message) => {
    expect(googleFailureMessage(code)).toBe(message);
  });
});
