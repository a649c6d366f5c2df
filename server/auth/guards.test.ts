import { describe, expect, it } from "vitest";
import { getOptionalUser } from "./guards.ts";

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
