// crudIntents: the usual three intents built from a spec, each named (with a suffix when given),
// the posted id checked by the kit before the service runs.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { crudIntents } from "~/admin/crud-intents.server";
import { type WriteResult, written } from "~/admin/write-result.server";
import type { SessionUser } from "~/server/auth.server";

const ID = "0b6f2a3e-4c1d-4e5f-8a9b-1c2d3e4f5a6b";
const schema = z.object({ name: z.string() });
const actor = { id: ID } as SessionUser;
const ok = async (): Promise<WriteResult> => written(null);

function post(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

describe("crudIntents", () => {
  it("names the intents, with their toasts, and only those whose service is given", () => {
    const intents = crudIntents({ schema, toasts: "things.success", create: ok, update: ok, deleteRedirect: "/x" });
    expect(Object.keys(intents)).toEqual(["create", "update"]);
    expect(intents.create.toast).toBe("things.success.created");
    expect(intents.update.toast).toBe("things.success.updated");
    const suffixed = crudIntents({ schema, suffix: "_article", toasts: { delete: "gone" }, delete: ok });
    expect(Object.keys(suffixed)).toEqual(["delete_article"]);
    expect(suffixed.delete_article.toast).toBe("gone");
  });

  it("gives the service the checked id, and answers not found for anything else without calling it", async () => {
    const update = vi.fn(ok);
    const remove = vi.fn(ok);
    const intents = crudIntents({
      schema,
      toasts: "things.success",
      notFound: { update: "things.error.not_found" },
      failureMessages: { delete: "things.error.delete" },
      create: ok,
      update,
      delete: remove,
    });
    await intents.update.run({ data: { name: "a" }, formData: post({ id: ID }), actor });
    expect(update).toHaveBeenCalledWith(ID, { name: "a" }, expect.objectContaining({ actor }));

    for (const id of ["", "x", `${ID} `, "__proto__"]) {
      expect(await intents.update.run({ data: { name: "a" }, formData: post({ id }), actor })).toEqual({
        kind: "not_found",
        formError: "things.error.not_found",
      });
      expect(await intents.delete.run({ data: undefined, formData: post({ id }), actor })).toEqual({
        kind: "not_found",
        formError: "things.error.delete",
      });
    }
    expect(await intents.delete.run({ data: undefined, formData: new FormData(), actor })).toMatchObject({
      kind: "not_found",
    });
    expect(update).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
  });
});
