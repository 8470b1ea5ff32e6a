// The direct lookup answers every key of both locales exactly as i18next does (fast-t.ts).
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { fastT, installFastT } from "~/i18n/fast-t";
import { createI18n, i18nextOptions } from "~/i18n/i18n";
import { flattenMessages, type Lang, type Messages } from "~/i18n/messages";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";

type Loose = (key: unknown, options?: unknown) => string;

const LOCALES: Record<Lang, Messages> = { fr, en };

async function plainI18next(lang: Lang, messages: Messages): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init(i18nextOptions(lang, messages, instance));
  return instance.t;
}

/** Every key as a page would ask for it: plural forms by their base, with a value for each placeholder. */
function calls(messages: Messages): [string, Record<string, unknown> | undefined][] {
  const out: [string, Record<string, unknown> | undefined][] = [];
  for (const [key, text] of flattenMessages(messages)) {
    const names = [...text.matchAll(/\{\{\s*([\w]+)/g)].map((m) => m[1]);
    const values = Object.fromEntries(names.filter((n) => n !== "count").map((n) => [n, `<${n}>`]));
    const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
    if (base !== key || names.includes("count")) {
      for (const count of [0, 1, 2, 5, 1.5, 1_000_000]) out.push([base, { ...values, count }]);
    }
    out.push([key, names.length ? values : undefined]);
    out.push([key, {}]);
  }
  return out;
}

describe("fast t", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`answers every ${lang} key as i18next does`, async () => {
      const plain = await plainI18next(lang, LOCALES[lang]);
      const slow = plain as unknown as Loose;
      const fast = fastT(lang, LOCALES[lang], plain) as unknown as Loose;
      const checked = calls(LOCALES[lang]);
      expect(checked.length).toBeGreaterThan(1000);
      const differences = checked
        .map(([key, options]) => ({ key, options, fast: fast(key, options), slow: slow(key, options) }))
        .filter((call) => call.fast !== call.slow);
      expect(differences).toEqual([]);
    });
  }

  it("hands what it does not answer itself to i18next", async () => {
    const messages: Messages = {
      a: { b: "Bonjour {{name}}", n_one: "{{count}} place", n_other: "{{count}} places" },
      big: "{{count, number}} inscrits",
      errors: { long: "{{max}} caractères au plus" },
    };
    const slow = await plainI18next("fr", messages);
    const seen: unknown[] = [];
    const fast = fastT("fr", messages, ((key: unknown, options: unknown) => {
      seen.push(key);
      return slow(key as string, options as never);
    }) as TFunction);
    expect(fast("a.b", { name: "Ada" })).toBe("Bonjour Ada");
    expect(fast("a.n", { count: 3 })).toBe("3 places");
    expect(seen).toEqual([]);
    // A missing value, a format, a key with values, a context, a default value, a branch, an unknown key.
    expect(fast("a.b")).toBe(slow("a.b"));
    expect(fast("big", { count: 1200 })).toBe(slow("big", { count: 1200 }));
    expect(fast("errors.long|max=2000")).toBe(slow("errors.long|max=2000"));
    expect(fast("a.b", { name: "Ada", context: "x" })).toBe(slow("a.b", { name: "Ada", context: "x" }));
    expect(fast("nope", { defaultValue: "D" })).toBe(slow("nope", { defaultValue: "D" }));
    expect(fast("a")).toBe(slow("a"));
    expect(fast("nowhere")).toBe("nowhere");
    expect(seen).toEqual(["a.b", "big", "errors.long|max=2000", "a.b", "nope", "a", "nowhere"]);
  });

  it("serves react-i18next's fixed t of the page's language, and others through i18next", () => {
    const instance = createI18n("en", en);
    const fixed = instance.getFixedT("en", "translation", undefined);
    expect(fixed).toBe(instance.t);
    expect(fixed("breadcrumbs.home" as never)).toBe(flattenMessages(en).get("breadcrumbs.home"));
    const french = instance.getFixedT("fr");
    expect(french).not.toBe(instance.t);
  });

  it("keeps i18next's answer for a key with values through the missing-key handler", async () => {
    const instance = i18next.createInstance();
    await instance.init(i18nextOptions("fr", fr, instance));
    const before = instance.t("errors.form.too_long|max=2000");
    installFastT(instance, "fr", fr);
    expect(instance.t("errors.form.too_long|max=2000")).toBe(before);
    expect(before).toContain("2");
  });
});
