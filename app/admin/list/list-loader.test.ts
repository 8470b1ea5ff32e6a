import { describe, expect, it } from "vitest";
import { listOrEmpty } from "./list-loader";

describe("listOrEmpty", () => {
  it("passes a list that was read through", () => {
    const list = { pages: [{ id: "a" }], total: 1, page: 1, totalPages: 1, size: 10 };
    expect(listOrEmpty("pages", list, 25)).toEqual({ list, hasLoadError: false });
  });

  it("answers an empty first page of the asked size after a failed read", () => {
    const failed = null as { entries: string[]; total: number; page: number; totalPages: number; size: number } | null;
    expect(listOrEmpty("entries", failed, 25)).toEqual({
      list: { entries: [], total: 0, page: 1, totalPages: 1, size: 25 },
      hasLoadError: true,
    });
  });
});
