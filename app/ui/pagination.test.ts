import { describe, expect, it } from "vitest";
import { paginationItems, preservedParams, searchWithParam } from "~/ui/pagination";

const E = "ellipsis" as const;

describe("paginationItems", () => {
  it("shows nothing without pages", () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it("shows the single page", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it("shows both pages of two, from either page", () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(2, 2)).toEqual([1, 2]);
  });

  it.each([
    [1, [1, 2, E, 7]],
    [2, [1, 2, 3, E, 7]],
    [3, [1, 2, 3, 4, E, 7]],
    [4, [1, 2, 3, 4, 5, 6, 7]],
    [5, [1, E, 4, 5, 6, 7]],
    [6, [1, E, 5, 6, 7]],
    [7, [1, E, 6, 7]],
  ])("7 pages, current %i", (current, expected) => {
    expect(paginationItems(current, 7)).toEqual(expected);
  });

  it("20 pages: middle has an ellipsis on each side", () => {
    expect(paginationItems(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
  });

  it("20 pages: edges", () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, E, 20]);
    expect(paginationItems(20, 20)).toEqual([1, E, 19, 20]);
  });

  it("shows the page instead of an ellipsis for a gap of one", () => {
    // Pages 1 and 3 frame page 2 alone: "…" would hide it without saving room.
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationItems(17, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
  });

  it("uses an ellipsis from a gap of two", () => {
    expect(paginationItems(5, 20)).toEqual([1, E, 4, 5, 6, E, 20]);
  });

  it("honours a wider sibling count and no siblings", () => {
    expect(paginationItems(10, 20, 2)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(paginationItems(10, 20, 0)).toEqual([1, E, 10, E, 20]);
  });

  it("clamps an out-of-range current page", () => {
    expect(paginationItems(0, 5)).toEqual([1, 2, E, 5]);
    expect(paginationItems(99, 5)).toEqual([1, E, 4, 5]);
    expect(paginationItems(Number.NaN, 3)).toEqual([1, 2, 3]);
  });
});

describe("searchWithParam", () => {
  it("sets a param and keeps the others", () => {
    expect(searchWithParam("?q=java&size=24", "page", 3)).toBe("?q=java&size=24&page=3");
  });

  it("removes a param with null", () => {
    expect(searchWithParam("?q=java&page=3", "page", null)).toBe("?q=java");
    expect(searchWithParam("?page=3", "page", null)).toBe("?");
  });
});

describe("preservedParams", () => {
  it("drops the excluded names, keeps repeats", () => {
    expect(preservedParams("?q=a&page=2&tag=x&tag=y&lang=en", ["q", "page"])).toEqual([
      ["tag", "x"],
      ["tag", "y"],
      ["lang", "en"],
    ]);
  });

  it("accepts a record", () => {
    expect(preservedParams({ category: "it", page: "4" }, ["page"])).toEqual([["category", "it"]]);
  });
});
