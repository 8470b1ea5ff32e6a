import { describe, expect, it } from "vitest";
import { readIntent } from "~/server/admin-actions.server";

function form(intent?: string) {
  const formData = new FormData();
  if (intent !== undefined) formData.set("intent", intent);
  return formData;
}

describe("readIntent", () => {
  it("returns the intent when the page accepts it", () => {
    expect(readIntent(form("create"), ["create", "delete"])).toBe("create");
    expect(readIntent(form("delete"), ["update", "delete"])).toBe("delete");
  });

  it("refuses an intent the page does not accept, an unknown one, or none", () => {
    expect(readIntent(form("update"), ["create"])).toBeNull();
    expect(readIntent(form("drop"), ["create", "update", "delete"])).toBeNull();
    expect(readIntent(form(""), ["create", "update", "delete"])).toBeNull();
    expect(readIntent(form(), ["create", "update", "delete"])).toBeNull();
  });
});
