import { describe, expect, it } from "vitest";
import { classifySmtpFailure } from "./smtp-failure.ts";

const smtpError = (responseCode: number, code: string) =>
  Object.assign(new Error(`${responseCode} refused`), { responseCode, code });

describe("classifySmtpFailure", () => {
  it("suppresses an address its server refused for good", () => {
    expect(classifySmtpFailure(smtpError(550, "EENVELOPE"))).toMatchObject({
      permanent: true,
      suppressAddress: true,
    });
  });

  it("fails a message refused for good without blaming the address", () => {
    expect(classifySmtpFailure(smtpError(554, "EMESSAGE"))).toMatchObject({
      permanent: true,
      suppressAddress: false,
    });
  });

  it("retries a 4xx, a lost connection and a refused login", () => {
    for (const error of [
      smtpError(451, "EENVELOPE"),
      smtpError(535, "EAUTH"),
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }),
    ]) {
      expect(classifySmtpFailure(error).permanent).toBe(false);
    }
  });
});
