import { describe, expect, it } from "vitest";
import { embedOrigins } from "../videos/video-providers.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

function directives(policy: string) {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("frames exactly the allow-listed providers' players, and the site's own Preview", () => {
    const frameSrc = directives(contentSecurityPolicy()).get("frame-src");
    expect(frameSrc).toEqual([
      "'self'",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.facebook.com",
    ]);
    expect(frameSrc).toEqual(["'self'", ...embedOrigins]);
  });

  it("locks down plugins, base URLs and framing of this site", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https:"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("lets forms lead to the configured sign-in providers only", () => {
    const policy = directives(
      contentSecurityPolicy({ formTargets: ["https://accounts.google.com"] }),
    );
    expect(policy.get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
  });

  it("adds configured image origins and upgrades requests on https sites", () => {
    const policy = directives(
      contentSecurityPolicy({ imageOrigins: ["https://cdn.example"], https: true }),
    );
    expect(policy.get("img-src")).toContain("https://cdn.example");
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });
});
