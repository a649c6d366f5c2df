import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSite } from "./nginx.ts";

const site = readFileSync(
  path.resolve(import.meta.dirname, "../../deploy/nginx/agency.conf"),
  "utf8",
);

describe("the recipe's site, as the tests run it", () => {
  it("puts each app port in whole, even one that starts with the other's placeholder", () => {
    // Once seen on CI: 30028 for the first process became 3002 + "8" for the second's, 159298.
    const text = renderSite(site, "/tmp/x", {
      appPorts: [30028, 15929],
      httpPort: 1,
      httpsPort: 2,
    });
    expect(text).toContain("server 127.0.0.1:30028 ");
    expect(text).toContain("server 127.0.0.1:15929 ");
    expect(text).not.toMatch(/127\.0\.0\.1:300[12]\b/);
  });
});
