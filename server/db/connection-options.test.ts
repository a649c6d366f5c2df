import { describe, expect, it } from "vitest";
import { withCaFile } from "./connection-options.ts";

describe("withCaFile", () => {
  it("names the CA file as sslrootcert and verifies the server unless the URL says otherwise", () => {
    const url = withCaFile("postgres://app:pw@db.example:5432/site", "/etc/agency/ca.pem");
    const params = new URL(url).searchParams;
    expect(params.get("sslrootcert")).toBe("/etc/agency/ca.pem");
    expect(params.get("sslmode")).toBe("verify-full");
    const own = new URL(withCaFile("postgres://db.example/site?sslmode=require", "/ca.pem"));
    expect(own.searchParams.get("sslmode")).toBe("require");
  });

  it("leaves the URL alone without a CA file", () => {
    expect(withCaFile("postgres://db.example/site?sslmode=require", undefined)).toBe(
      "postgres://db.example/site?sslmode=require",
    );
  });
});
