import { describe, expect, it } from "vitest";
import { hasRole, roleOf } from "./roles.ts";

describe("roles", () => {
  it("reads a stored role, anything unknown as a plain user", () => {
    expect(roleOf("admin")).toBe("admin");
    expect(roleOf("editor")).toBe("editor");
    for (const value of ["user", "Admin", "owner", "", null, undefined, "toString", "__proto__"])
      expect(roleOf(value), String(value)).toBe("user");
  });

  it("lets an admin do all an editor may, and an editor nothing an admin alone may", () => {
    expect(hasRole("admin", "editor")).toBe(true);
    expect(hasRole("admin", "admin")).toBe(true);
    expect(hasRole("editor", "editor")).toBe(true);
    expect(hasRole("editor", "admin")).toBe(false);
    expect(hasRole("user", "editor")).toBe(false);
    expect(hasRole("user", "admin")).toBe(false);
  });
});
