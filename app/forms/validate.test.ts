import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BAD_FIELD_NAME,
  BadFieldNameError,
  badFieldName,
  formToObject,
  INVALID_CHARACTERS,
  MAX_FIELD_NAME_LENGTH,
  MAX_FIELD_SEGMENTS,
  parseForm,
} from "./validate";

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

describe("field names from an attacker (issue 21)", () => {
  const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
  const before = prototypeKeys();
  const anything = z.object({}).passthrough();

  it.each([
    "__proto__.module",
    "__proto__[]",
    "a.__proto__.headers",
    "constructor.prototype.module",
    "a.constructor",
    "prototype",
    "metrics.0.__proto__",
  ])("refuses %s as a 400 of the whole form, and Object.prototype stays as it was", (name) => {
    expect(() => formToObject(form([[name, "courses"]]))).toThrow(BadFieldNameError);
    const result = parseForm(anything, form([[name, "courses"]]));
    expect(result).toMatchObject({ ok: false, formError: BAD_FIELD_NAME });
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).module).toBeUndefined();
    expect(({} as Record<string, unknown>).headers).toBeUndefined();
  });

  it("refuses names deeper than the cap or longer than the limit, without recursing into them", () => {
    const deep = Array.from({ length: 10_000 }, () => "a").join(".");
    expect(badFieldName(deep)).toBe("too_long");
    expect(badFieldName(Array.from({ length: MAX_FIELD_SEGMENTS + 1 }, () => "a").join("."))).toBe("too_deep");
    expect(parseForm(anything, form([[deep, "x"]]))).toMatchObject({ ok: false, formError: BAD_FIELD_NAME });
    expect(badFieldName(Array.from({ length: MAX_FIELD_SEGMENTS }, () => "a").join("."))).toBeUndefined();
    expect(badFieldName("x".repeat(MAX_FIELD_NAME_LENGTH + 1))).toBe("too_long");
  });

  it("reads inherited-looking names (toString, hasOwnProperty) as plain own keys", () => {
    const object = formToObject(
      form([
        ["toString", "a"],
        ["hasOwnProperty.x", "b"],
        ["valueOf[]", "c"],
      ]),
    );
    expect(object).toEqual({ toString: "a", hasOwnProperty: { x: "b" }, valueOf: ["c"] });
    expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
  });

  it("a list name after an object of the same name, or an object after a list, never throws", () => {
    expect(
      formToObject(
        form([
          ["a.b", "1"],
          ["a[]", "2"],
          ["c[]", "3"],
          ["c.d", "4"],
          ["e", "5"],
          ["e[]", "6"],
        ]),
      ),
    ).toEqual({ a: ["2"], c: { d: "4" }, e: ["6"] });
  });

  it("over thousands of generated names: never a prototype change, never a throw, a 400 exactly for the bad ones", () => {
    // A small seeded generator (mulberry32): the same names on every run, so a failure repeats.
    let seed = 0x2154;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pieces = [
      "a",
      "b",
      "0",
      "1",
      "9999",
      "10000",
      "",
      "__proto__",
      "constructor",
      "prototype",
      "toString",
      "hasOwnProperty",
      "__defineGetter__",
      "é",
      "名前",
      "😀",
      "[]",
      "[",
      "]",
      "%2e%2e",
      " ",
    ];
    const pick = () => pieces[Math.floor(random() * pieces.length)];
    const schemas = [anything, z.object({ a: z.array(z.string()).optional() }), z.record(z.string(), z.unknown())];
    for (let round = 0; round < 3000; round++) {
      const names = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const depth = 1 + Math.floor(random() * 11);
        const name = Array.from({ length: depth }, pick).join(".");
        return random() < 0.2 ? `${name}[]` : name;
      });
      const formData = form(names.map((name) => [name, pick()]));
      const isBad = names.some((name) => badFieldName(name) !== undefined);
      for (const schema of schemas) {
        const result = parseForm(schema, formData);
        if (isBad) expect(result, names.join(" | ")).toMatchObject({ ok: false, formError: BAD_FIELD_NAME });
        else expect(result.ok === true || result.formError === undefined, names.join(" | ")).toBe(true);
      }
      expect(prototypeKeys()).toEqual(before);
    }
  });
});
