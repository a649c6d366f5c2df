import { describe, expect, it } from "vitest";
import { getOptionalUser, requireUser } from "./guards.ts";

// The per-request session lookup is shared by a page read's loaders and never by a form post's.
// No cookie here, so no database is asked: what is checked is which calls share one lookup.
describe("getOptionalUser", () => {
  it("answers a read's loaders from one lookup", async () => {
    const request = new Request("http://localhost/news/1");
    const root = getOptionalUser(request);
    const route = getOptionalUser(request);
    expect(await root).toBeNull();
    expect(await route).toBeNull();
    expect(lookupsShared(request)).toBe(true);
  });

  it("looks again for each loader of a form post, whose action may end the session", () => {
    const request = new Request("http://localhost/logout", { method: "POST" });
    expect(lookupsShared(request)).toBe(false);
  });
});

function lookupsShared(request: Request) {
  const first = getOptionalUser(request);
  const second = getOptionalUser(request);
  return first === second;
}

describe("requireUser, signed out", () => {
  const thrownBy = async (url: string) => {
    try {
      await requireUser(new Request(url));
    } catch (thrown) {
      return thrown as Response;
    }
    throw new Error("let a visitor through");
  };

  it("sends the visitor to log in as a document load, and back to the page asked for", async () => {
    for (const [url, back] of [
      ["http://localhost/profile", "/profile"],
      ["http://localhost/profile.data?_routes=root%2Croutes%2Faccounts%2Fprofile", "/profile"],
      ["http://localhost/bookingTable.data?page=2&_routes=x", "/bookingTable?page=2"],
      ["http://localhost/_.data?index", "/"],
    ] as const) {
      const response = await thrownBy(url);
      expect([url, response.status]).toEqual([url, 302]);
      expect(response.headers.get("location")).toBe(
        `/login?redirectTo=${encodeURIComponent(back)}`,
      );
      // The login page then has its own Cross-Origin-Opener-Policy (ADR 0146).
      expect(response.headers.get("x-remix-reload-document")).toBe("true");
    }
  });
});
