import { describe, expect, it } from "vitest";
import { newsMenu } from "#app/content/navigation.ts";
import { groupIsActive, isActiveItem, isActivePath, linkIsCurrent } from "./active-path.ts";

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
  it("marks a link with `end` only on its own path", () => {
    const latest = { label: "Latest News", to: "/news", end: true };
    expect(isActiveItem("/news", latest)).toBe(true);
    expect(isActiveItem("/news/", latest)).toBe(true);
    expect(isActiveItem("/news/some-article", latest)).toBe(false);
  });
  it("marks a dropdown when one of its links is current", () => {
    const group = {
      label: "G",
      id: "g",
      items: [
        { label: "A", to: "/ecommerce" },
        { label: "B", to: "/web-design" },
      ],
    };
    expect(groupIsActive("/web-design", group)).toBe(true);
    expect(groupIsActive("/about", group)).toBe(false);
  });
  it("marks the NEWS dropdown on every page of its section", () => {
    expect(groupIsActive("/news", newsMenu)).toBe(true);
    expect(groupIsActive("/news/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed", newsMenu)).toBe(true);
    expect(groupIsActive("/travel", newsMenu)).toBe(true);
    expect(groupIsActive("/videos", newsMenu)).toBe(false);
  });
});

describe("linkIsCurrent", () => {
  const dashbord = { label: "Dashbord", to: "/dashbord", area: "admin" as const };
  it("keeps Dashbord current on every screen of the admin area", () => {
    expect(linkIsCurrent("/bookingTable", dashbord, true)).toBe(true);
    expect(linkIsCurrent("/editNews/abc", dashbord, true)).toBe(true);
    expect(linkIsCurrent("/bookingTable", { label: "Work", to: "/work" }, true)).toBe(false);
  });
  it("leaves Dashbord alone outside it", () => {
    expect(linkIsCurrent("/about", dashbord, false)).toBe(false);
    expect(linkIsCurrent("/about", { label: "About", to: "/about" }, false)).toBe(true);
  });
});
