import { describe, expect, it } from "vitest";
import {
  chromeFlags,
  parseLighthouseArgs,
  reportsFolder,
  spkiHash,
  summaryFile,
} from "./lighthouse-options.ts";

describe("npm run lighthouse's arguments", () => {
  it("measures every page straight from the server by default, after a build", () => {
    expect(parseLighthouseArgs([])).toEqual({ via: "direct", build: true });
  });

  it("reads --via, --pages and --no-build in any order", () => {
    expect(parseLighthouseArgs(["--pages=home, search", "--no-build", "--via=nginx"])).toEqual({
      via: "nginx",
      pages: ["home", "search"],
      build: false,
    });
    expect(parseLighthouseArgs(["--via=direct"]).via).toBe("direct");
  });

  it("refuses what it would otherwise quietly measure differently", () => {
    expect(() => parseLighthouseArgs(["--via=cdn"])).toThrow(
      /--via is one of direct, nginx, static/,
    );
    expect(() => parseLighthouseArgs(["--via", "nginx"])).toThrow(/Unknown argument "--via"/);
    expect(() => parseLighthouseArgs(["--page=home"])).toThrow(/Unknown argument/);
    expect(() => parseLighthouseArgs(["--pages="])).toThrow(/at least one page/);
  });
});

describe("where the reports go", () => {
  it("keeps the direct run's summary where the bench has always read it, nginx's apart", () => {
    expect(summaryFile("direct")).toBe("reports/lighthouse/summary.json");
    expect(reportsFolder("nginx")).toBe("reports/lighthouse/nginx");
    expect(summaryFile("nginx")).toBe("reports/lighthouse/nginx/summary.json");
    expect(summaryFile("static")).toBe("reports/lighthouse/static/summary.json");
  });
});

// A self-signed P-256 certificate, and its key's hash as OpenSSL computes it:
// openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64
const certificate = `-----BEGIN CERTIFICATE-----
MIIBfjCCASOgAwIBAgIUPckd0RFMLy8P1x5IDwDJR9JGucYwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MB4XDTI2MTEyNDEwMjQ1MloXDTM2MTEyMTEw
MjQ1MlowFDESMBAGA1UEAwwJbG9jYWxob3N0MFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAE/13Mi8xovU5N5o0vD3Iwxn4cqA5qwOUGpWcie/c/+fBYSxySA8wxT3PB
l8MvB63vg6kESauPdtvc5BL36lhBb6NTMFEwHQYDVR0OBBYEFGGHK9E0WdKJ0k/S
vy94MpN5PX3nMB8GA1UdIwQYMBaAFGGHK9E0WdKJ0k/Svy94MpN5PX3nMA8GA1Ud
EwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSQAwRgIhAKyeuydP/CVp8KmllL180NUf
Fop/9cpanxqqturXr4d6AiEA8owoUZO+Pclt+wSwjEbyNF95VsHMD2iLQQAzhhR4
Nek=
-----END CERTIFICATE-----
`;

describe("trusting the throwaway certificate only", () => {
  it("hashes the certificate's public key as OpenSSL does", () => {
    expect(spkiHash(certificate)).toBe("hNlj/IeBiIPkfpaB7fdZ0mWW3clcxgyvgDTRygT1zb4=");
  });

  it("adds that hash to Chromium's flags only when there is a certificate to trust", () => {
    expect(chromeFlags()).not.toContain("certificate");
    expect(chromeFlags("abc=")).toMatch(/^--chrome-flags=--headless=new .*--disable-sync /);
    expect(chromeFlags("abc=")).toContain("--ignore-certificate-errors-spki-list=abc=");
    expect(chromeFlags("abc=")).not.toContain("--ignore-certificate-errors ");
  });
});
