import { describe, expect, it } from "vitest";
import { newsListQuery, readNewsListFilter as readFilter } from "./news-list-filter.ts";

const readNewsListFilter = (params: URLSearchParams) =>
  readFilter({
    q: params.get("q"),
    category: params.get("category"),
    status: params.get("status"),
  });

describe("the news list's filter", () => {
  it("reads the search, category and status from the URL", () => {
    const filter = readNewsListFilter(
      new URLSearchParams("q=+budget+&category=sports&status=scheduled"),
    );
    expect(filter).toEqual({ q: "budget", category: "sports", status: "scheduled" });
    expect(newsListQuery(filter, { after: "abc" })).toBe(
      "?q=budget&category=sports&status=scheduled&after=abc",
    );
  });

  it("drops values it does not know instead of failing", () => {
    const filter = readNewsListFilter(new URLSearchParams("category=cooking&status=deleted"));
    expect(filter).toEqual({ q: "", category: undefined, status: undefined });
    expect(newsListQuery(filter)).toBe("");
    expect(readNewsListFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toBe("");
  });
});
