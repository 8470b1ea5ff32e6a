import { describe, expect, it } from "vitest";
import {
  ADMIN_PAGE_SIZES,
  flagParam,
  MAX_LIST_PAGE,
  oneOfParam,
  optionalPageParam,
  paginate,
  parseListParams,
  textParam,
  uuidParam,
} from "~/forms/list-params";

const ID = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";
const search = (text: string) => new URLSearchParams(text);

describe("parseListParams", () => {
  it("defaults an empty URL", () => {
    expect(parseListParams(search(""))).toEqual({ q: "", page: 1 });
    expect(parseListParams(search(""), { sizes: ADMIN_PAGE_SIZES })).toEqual({ q: "", page: 1, size: 10 });
  });

  it("reads valid state", () => {
    expect(parseListParams(search("q=%20java%20&page=3&size=25"), { sizes: ADMIN_PAGE_SIZES })).toEqual({
      q: "java",
      page: 3,
      size: 25,
    });
  });

  it("turns garbage, negative and fractional pages into page 1", () => {
    for (const page of ["abc", "-3", "0", "", "2.5", "Infinity", "NaN", "1;drop"]) {
      expect(parseListParams(search(`page=${page}`)).page).toBe(1);
    }
  });

  it("caps a huge page", () => {
    expect(parseListParams(search("page=99999999999999999999")).page).toBe(MAX_LIST_PAGE);
    expect(parseListParams(search("page=10001")).page).toBe(MAX_LIST_PAGE);
    expect(parseListParams(search("page=9999")).page).toBe(9999);
  });

  it("falls back to the default size for an unknown one", () => {
    for (const size of ["7", "-10", "abc", "", "10000", "25.5"]) {
      expect(parseListParams(search(`size=${size}`), { sizes: ADMIN_PAGE_SIZES }).size).toBe(10);
    }
    expect(parseListParams(search("size=12"), { sizes: { options: [12, 24], default: 24 } }).size).toBe(12);
  });

  it("has no size when the list has a fixed one", () => {
    expect(parseListParams(search("size=25"))).not.toHaveProperty("size");
  });

  it("trims and caps the search", () => {
    expect(parseListParams(search(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
    expect(parseListParams(search("q=%20%20")).q).toBe("");
  });

  it("reads the first of a repeated parameter", () => {
    expect(parseListParams(search("page=2&page=5&q=a&q=b"))).toEqual({ q: "a", page: 2 });
  });

  it("reads each filter through its own schema, never failing", () => {
    const filters = {
      status: oneOfParam(["pending", "approved"]),
      category: uuidParam,
      tag: textParam(5),
      featured: flagParam,
      from: optionalPageParam,
    };
    expect(
      parseListParams(search(`status=approved&category=${ID}&tag=%20abcdefgh%20&featured=1&from=3`), { filters }),
    ).toEqual({
      q: "",
      page: 1,
      status: "approved",
      category: ID.toLowerCase(),
      tag: "abcde",
      featured: true,
      from: 3,
    });
    expect(parseListParams(search("status=nonsense&category=x&tag=%20&featured=yes&from=-1"), { filters })).toEqual({
      q: "",
      page: 1,
      status: null,
      category: null,
      tag: null,
      featured: false,
      from: null,
    });
  });
});

describe("paginate", () => {
  it("gives the window of a page", () => {
    expect(paginate(95, 3, 10)).toEqual({ page: 3, totalPages: 10, offset: 20, limit: 10 });
    expect(paginate(100, 10, 10)).toEqual({ page: 10, totalPages: 10, offset: 90, limit: 10 });
  });

  it("shows the last page for a page past the end", () => {
    expect(paginate(95, 11, 10)).toEqual({ page: 10, totalPages: 10, offset: 90, limit: 10 });
    expect(paginate(7, 10_000, 2)).toEqual({ page: 4, totalPages: 4, offset: 6, limit: 2 });
  });

  it("has one page for an empty list", () => {
    expect(paginate(0, 5, 10)).toEqual({ page: 1, totalPages: 1, offset: 0, limit: 10 });
  });

  it("treats garbage as page 1 and size 1", () => {
    expect(paginate(5, Number.NaN, 2)).toMatchObject({ page: 1, offset: 0 });
    expect(paginate(5, -4, 2)).toMatchObject({ page: 1, offset: 0 });
    expect(paginate(5, 2.7, 2)).toMatchObject({ page: 2, offset: 2 });
    expect(paginate(3, 2, 0)).toEqual({ page: 2, totalPages: 3, offset: 1, limit: 1 });
    expect(paginate(3, 1, Number.NaN)).toMatchObject({ limit: 1, totalPages: 3 });
    expect(paginate(-8, 3, 10)).toEqual({ page: 1, totalPages: 1, offset: 0, limit: 10 });
  });

  it("handles huge numbers", () => {
    expect(paginate(1_000_000_000, MAX_LIST_PAGE, 50)).toEqual({
      page: MAX_LIST_PAGE,
      totalPages: 20_000_000,
      offset: (MAX_LIST_PAGE - 1) * 50,
      limit: 50,
    });
  });
});
