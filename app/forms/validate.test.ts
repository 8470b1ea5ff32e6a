import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formToObject, INVALID_CHARACTERS, parseForm } from "./validate";

function form(entries: [string, string | File][]) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe("formToObject", () => {
  it("keeps flat names flat and the last of repeated plain names", () => {
    expect(
      formToObject(
        form([
          ["a", "1"],
          ["b", "2"],
          ["b", "3"],
        ]),
      ),
    ).toEqual({ a: "1", b: "3" });
  });

  it("nests dotted names and turns index segments into arrays in index order", () => {
    const object = formToObject(
      form([
        ["metrics.1.value", "20"],
        ["metrics.0.value", "10"],
        ["metrics.0.label_fr", "Ventes"],
        ["client.name", "ACME"],
      ]),
    );
    expect(object).toEqual({
      metrics: [{ value: "10", label_fr: "Ventes" }, { value: "20" }],
      client: { name: "ACME" },
    });
  });

  it("collects every value of a name ending in []", () => {
    expect(
      formToObject(
        form([
          ["tags[]", "a"],
          ["tags[]", "b"],
        ]),
      ),
    ).toEqual({ tags: ["a", "b"] });
    expect(formToObject(form([["tasks_fr.0[]", "x"]]))).toEqual({ tasks_fr: [["x"]] });
  });

  it("keeps files and drops the empty file of an untouched input", () => {
    const file = new File(["png"], "a.png", { type: "image/png" });
    const object = formToObject(
      form([
        ["logo", file],
        ["photo", new File([], "")],
      ]),
    );
    expect(object.logo).toBeInstanceOf(File);
    expect("photo" in object).toBe(false);
  });
});

describe("parseForm", () => {
  const schema = z.object({
    name: z.string().min(1, "required"),
    metrics: z.array(z.object({ value: z.coerce.number({ message: "number" }) })).max(3),
  });

  it("names a nested field's error by its dotted path, as its input is named", () => {
    const result = parseForm(
      schema,
      form([
        ["name", "x"],
        ["metrics.0.value", "1"],
        ["metrics.1.value", "abc"],
      ]),
    );
    expect(result).toMatchObject({ ok: false, errors: { "metrics.1.value": "number" } });
  });

  it("reads a valid nested form", () => {
    const result = parseForm(
      schema,
      form([
        ["name", "x"],
        ["metrics.0.value", "1"],
      ]),
    );
    expect(result).toEqual({ ok: true, data: { name: "x", metrics: [{ value: 1 }] } });
  });

  it("answers a NUL character in any field, nested or listed, as that field's error", () => {
    const result = parseForm(
      schema,
      form([
        ["name", "x"],
        ["metrics.0.value", "1\0"],
        ["tags[]", "\0"],
      ]),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { "metrics.0.value": INVALID_CHARACTERS, tags: INVALID_CHARACTERS },
    });
  });
});
