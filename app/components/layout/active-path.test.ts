import { describe, expect, it } from "vitest";
import { groupIsActive, isActivePath, linkIsCurrent } from "./active-path.ts";

describe("isActivePath", () => {
  it("marks home only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/work", "/")).toBe(false);
  });
  it("marks a page and its sub-pages, ignoring a trailing slash", () => {
    expect(isActivePath("/work/", "/work")).toBe(true);
    expect(isActivePath("/news/search", "/news")).toBe(true);
    expect(isActivePath("/workshop", "/work")).toBe(false);
  });
  it("marks a dropdown when one of its links is current", () => {
    const items = [
      { label: "A", to: "/ecommerce" },
      { label: "B", to: "/web-design" },
    ];
    expect(groupIsActive("/web-design", items)).toBe(true);
    expect(groupIsActive("/about", items)).toBe(false);
  });
});

describe("linkIsCurrent", () => {
  it("keeps Dashbord current on every screen of the admin area", () => {
    expect(linkIsCurrent("/bookingTable", "/dashbord", true)).toBe(true);
    expect(linkIsCurrent("/editNews/abc", "/dashbord", true)).toBe(true);
    expect(linkIsCurrent("/bookingTable", "/work", true)).toBe(false);
  });
  it("leaves Dashbord alone outside it", () => {
    expect(linkIsCurrent("/about", "/dashbord", false)).toBe(false);
    expect(linkIsCurrent("/about", "/about", false)).toBe(true);
  });
});
