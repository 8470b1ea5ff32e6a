// /admin/translations through its real loader and action: who may see and write, the list
// (search on key, French and English whatever the case and accents; category and "missing or
// identical in English" filters; ordered by key; page sizes), each language's completeness,
// adding a key (all fields required, key format, taken keys, keys on another key's path),
// the inline edit of one row (fr, en, context; sets is_custom), the `{{variables}}` rule,
// reset to the locale files' text, the audit entries — and the public side: the next
// request's messages, the server's texts and the dictionary file the pages name carry the
// edit in both languages.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, translation_categories, translations } from "#db/schema";
import { seedTranslations } from "#db/seed/base";
import { registeredMessages } from "~/i18n/i18n";
import { getFixedT, getMessages, getMessagesBundle } from "~/i18n/i18n.server";
import { flattenMessages, type Lang } from "~/i18n/messages";
import { loader as rootLoader } from "~/root";
import { action, loader } from "~/routes/admin/translations";
import { db } from "~/server/db.server";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { useTestDatabase } from "../db";
import { createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

type Listing = Awaited<ReturnType<typeof loader>>;
type Answer = { ok: boolean; intent?: string; formError?: string; errors?: Record<string, string>; toast?: string };

const EDITED = "home.cta_contact";
const RIGHTS = "footer.rights";
const FR_DEFAULTS = flattenMessages(fr);
const EN_DEFAULTS = flattenMessages(en);

/** The effective text of `key` for a visitor's next page in `lang`. */
async function publicText(lang: Lang, key: string) {
  return flattenMessages(await getMessages(lang)).get(key);
}

/** What a page served now names as its dictionary, and that file's text for `key`. */
async function dictionaryText(lang: Lang, key: string) {
  const answer = await callRoute<{ dictionary: string }>(rootLoader, makeRequest(`/?lang=${lang}`));
  const url = answer.data?.dictionary as string;
  const bundle = await getMessagesBundle(lang);
  expect(url).toBe(`/i18n/${lang}.${bundle.hash}.json`);
  // The file's bytes (dictionary-file.server.ts serves `json`) and what the server renders with.
  expect(flattenMessages(JSON.parse(bundle.json)).get(key)).toBe(
    flattenMessages(registeredMessages(url) ?? {}).get(key),
  );
  return { url, text: flattenMessages(JSON.parse(bundle.json)).get(key) };
}

describe("back office: translations", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";
  let homeCategory = "";
  let totalKeys = 0;

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    const [home] = await db().select().from(translation_categories).where(eq(translation_categories.name, "home"));
    homeCategory = home.id;
    totalKeys = FR_DEFAULTS.size;
  });

  const list = async (search = "") =>
    (await callRoute<Listing>(loader, makeRequest(`/admin/translations${search}`, { cookie: adminCookie })))
      .data as Listing;
  const post = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<Answer>(action, makeRequest("/admin/translations", { form, cookie }));
  const row = async (key: string) => (await db().select().from(translations).where(eq(translations.key, key)))[0];
  const auditOf = (id: string) =>
    db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "translation"), eq(audit_log.entity_id, id)))
      .orderBy(audit_log.created_at);

  it("sends visitors to sign in and members away; refuses their writes with 401/403 and writes nothing", async () => {
    const visitor = await callRoute(loader, makeRequest("/admin/translations"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
    const member = await callRoute(loader, makeRequest("/admin/translations", { cookie: memberCookie }));
    expect(member.location).toBe("/");
    const target = await row(EDITED);
    const form = { intent: "update", id: target.id, fr: "Piraté", en: "Hacked" };
    expect((await post(form, "")).status).toBe(401);
    expect((await post(form, memberCookie)).status).toBe(403);
    expect(
      (await post({ intent: "create", category_id: homeCategory, key: "home.x", fr: "x", en: "x" }, memberCookie))
        .status,
    ).toBe(403);
    expect(await row(EDITED)).toMatchObject({ fr: target.fr, en: target.en, is_custom: false });
  });

  it("lists every key in byte order, 10 per page by default, with its category, origin and defaults", async () => {
    const first = await list();
    expect(first.list).toMatchObject({ total: totalKeys, page: 1, size: 10 });
    expect(first.list.totalPages).toBe(Math.ceil(totalKeys / 10));
    const keys = first.list.translations.map((t) => t.key);
    expect(keys).toEqual([...FR_DEFAULTS.keys()].sort().slice(0, 10));
    expect(first.list.translations[0]).toMatchObject({
      origin: "default",
      defaults: { fr: FR_DEFAULTS.get(keys[0]), en: EN_DEFAULTS.get(keys[0]) },
      category_name: keys[0].split(".")[0],
    });
    expect((await list("?size=25")).list.translations).toHaveLength(25);
    expect((await list("?size=7")).list.size).toBe(10);
    // A page past the end shows the last one.
    const last = await list("?page=99999");
    expect(last.list.page).toBe(last.list.totalPages);
    // Categories by name, for the filter and the add modal.
    const names = first.categories.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain("home");
  });

  it("searches the key, the French and the English text, whatever the case and accents; filters by category", async () => {
    const byKey = await list(`?q=${encodeURIComponent("CTA_CONTACT")}`);
    expect(byKey.list.translations.map((t) => t.key)).toEqual([EDITED]);
    const byFrench = await list(`?q=${encodeURIComponent("nous contacter")}&size=50`);
    expect(byFrench.list.translations.map((t) => t.key)).toContain(EDITED);
    const byEnglish = await list(`?q=${encodeURIComponent(en.home.cta_contact.toUpperCase())}&size=50`);
    expect(byEnglish.list.translations.map((t) => t.key)).toContain(EDITED);
    // Accents: "developpez" finds "Développez".
    const accents = await list("?q=developpez%20les%20competences");
    expect(accents.list.translations.map((t) => t.key)).toEqual(["home.hero_title"]);
    // % and _ are literal.
    expect((await list("?q=%25%25")).list.total).toBe(0);

    const home = await list(`?category=${homeCategory}&size=50`);
    const homeKeys = [...FR_DEFAULTS.keys()].filter((key) => key.startsWith("home."));
    expect(home.list.total).toBe(homeKeys.length);
    expect(home.list.translations.every((t) => t.key.startsWith("home.") && t.category_name === "home")).toBe(true);
    const both = await list(`?category=${homeCategory}&q=contact`);
    expect(both.list.translations.map((t) => t.key)).toEqual([EDITED]);
    expect((await list("?category=not-a-uuid")).params.category).toBeNull();
  });

  it("filters the texts whose English is missing or the same as the French, and counts each language's completeness", async () => {
    const identical = [...FR_DEFAULTS].filter(([key, text]) => EN_DEFAULTS.get(key) === text).map(([key]) => key);
    const missing = await list("?missing=1&size=50");
    expect(missing.list.total).toBe(identical.length);
    expect(missing.list.translations.every((t) => t.en === t.fr || t.en.trim() === "")).toBe(true);
    expect(missing.completeness).toEqual({ total: totalKeys, fr: totalKeys, en: totalKeys - identical.length });

    // A text left empty in English by hand is missing too.
    await db().update(translations).set({ en: "" }).where(eq(translations.key, "home.see_all"));
    const after = await list("?missing=1&q=see_all");
    expect(after.list.translations.map((t) => t.key)).toEqual(["home.see_all"]);
    expect(after.completeness?.en).toBe(totalKeys - identical.length - 1);
    await db().update(translations).set({ en: en.home.see_all }).where(eq(translations.key, "home.see_all"));
  });

  it("edits one row inline: fr, en and context saved, the row becomes custom, the next request shows it in both languages", async () => {
    const target = await row(EDITED);
    const neighbour = await row("home.cta_courses");
    const before = { fr: await dictionaryText("fr", EDITED), en: await dictionaryText("en", EDITED) };
    expect(before.fr.text).toBe(fr.home.cta_contact);
    expect(await publicText("en", EDITED)).toBe(en.home.cta_contact);

    const saved = await post({
      intent: "update",
      id: target.id,
      // A line break typed in the textarea is a space: the site's texts are one line.
      fr: "  Parlons de\r\nvotre projet ",
      en: "Let's talk about your project",
      context: "  Home page, hero button  ",
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, intent: "update", toast: "admin.translations.success.saved" });
    expect(await row(EDITED)).toMatchObject({
      fr: "Parlons de votre projet",
      en: "Let's talk about your project",
      context: "Home page, hero button",
      is_custom: true,
    });
    // Only that row.
    expect(await row("home.cta_courses")).toEqual(neighbour);

    // The next request: messages, the server's own texts (meta tags, e-mails) and the dictionary file.
    expect(await publicText("fr", EDITED)).toBe("Parlons de votre projet");
    expect(await publicText("en", EDITED)).toBe("Let's talk about your project");
    expect((await getFixedT("fr"))(EDITED)).toBe("Parlons de votre projet");
    expect((await getFixedT("en"))(EDITED)).toBe("Let's talk about your project");
    for (const lang of ["fr", "en"] as const) {
      const now = await dictionaryText(lang, EDITED);
      expect(now.url).not.toBe(before[lang].url);
      expect(now.text).toBe(lang === "fr" ? "Parlons de votre projet" : "Let's talk about your project");
    }

    const listed = await list(`?q=${EDITED}`);
    expect(listed.list.translations[0]).toMatchObject({ origin: "edited", context: "Home page, hero button" });

    // A blank context is stored as NULL; a blank text is refused and the row keeps its texts.
    await post({ intent: "update", id: target.id, fr: "Parlons de votre projet", en: "Let's talk", context: "  " });
    expect((await row(EDITED)).context).toBeNull();
    const blank = await post({ intent: "update", id: target.id, fr: "  ", en: "" });
    expect(blank.status).toBe(400);
    expect(blank.data?.errors).toEqual({
      fr: "admin.translations.validation.fr_required",
      en: "admin.translations.validation.en_required",
    });
    expect(await row(EDITED)).toMatchObject({ fr: "Parlons de votre projet", en: "Let's talk" });
    const tooLong = await post({ intent: "update", id: target.id, fr: "x".repeat(2001), en: "ok" });
    expect(tooLong.data?.errors).toEqual({ fr: "admin.translations.validation.text_too_long|max=2000" });

    // Unknown rows: 404, never a 500.
    const gone = await post({ intent: "update", id: "00000000-0000-4000-8000-000000000000", fr: "a", en: "b" });
    expect(gone.status).toBe(404);
    expect(gone.data?.formError).toBe("admin.translations.error.not_found");
    expect((await post({ intent: "update", id: "nope", fr: "a", en: "b" })).status).toBe(400);
  });

  it("refuses an edit that drops, renames or adds a {{variable}} of the default, in each language", async () => {
    const target = await row(RIGHTS);
    const frRights = fr.footer.rights; // "© {{year}} {{name}}. Tous droits réservés."
    const enRights = en.footer.rights;
    const cases: [string, string, Record<string, string> | null][] = [
      ["© {{name}}. Tous droits réservés.", enRights, { fr: "admin.translations.validation.placeholders" }],
      ["© {{annee}} {{name}}.", enRights, { fr: "admin.translations.validation.placeholders" }],
      [frRights, "© {{year}} {{name}} {{city}}.", { en: "admin.translations.validation.placeholders" }],
      [
        "Droits réservés",
        "Rights reserved",
        {
          fr: "admin.translations.validation.placeholders",
          en: "admin.translations.validation.placeholders",
        },
      ],
      // Moved, spaced or unescaped: the same variables.
      ["{{name}} — {{ year }}, tous droits réservés", "© {{- name}} {{year}}", null],
    ];
    for (const [frText, enText, errors] of cases) {
      const answer = await post({ intent: "update", id: target.id, fr: frText, en: enText });
      if (errors) {
        expect({ frText, enText, status: answer.status, errors: answer.data?.errors }).toEqual({
          frText,
          enText,
          status: 400,
          errors,
        });
        expect(await row(RIGHTS)).toMatchObject({ fr: target.fr, en: target.en, is_custom: false });
      } else {
        expect(answer.status).toBe(200);
      }
    }
    const t = await getFixedT("en");
    expect(t(RIGHTS, { year: 2027, name: "Formatio" })).toBe("© Formatio 2027");
  });

  it("resets an edited row to the locale files' text, as a fresh seed would hold it, after which the site shows the default", async () => {
    const target = await row(EDITED);
    expect(target.is_custom).toBe(true);
    const reset = await post({ intent: "reset", id: target.id });
    expect(reset.status).toBe(200);
    expect(reset.data).toMatchObject({ ok: true, toast: "admin.translations.success.reset" });
    const after = await row(EDITED);
    expect(after).toMatchObject({ fr: fr.home.cta_contact, en: en.home.cta_contact, is_custom: false });
    expect(await publicText("fr", EDITED)).toBe(fr.home.cta_contact);
    expect((await dictionaryText("en", EDITED)).text).toBe(en.home.cta_contact);
    // The seed finds nothing to change: reset wrote what the seed writes.
    await db().transaction((tx) => seedTranslations(tx));
    expect(await row(EDITED)).toEqual(after);
    expect((await list(`?q=${EDITED}`)).list.translations[0].origin).toBe("default");
  });

  it("adds a key with its category and both texts, effective at once; refuses missing fields, bad, taken and clashing keys", async () => {
    const required = await post({ intent: "create" });
    expect(required.status).toBe(400);
    expect(required.data?.errors).toEqual({
      category_id: "admin.translations.validation.category_required",
      key: "admin.translations.validation.key_required",
      fr: "admin.translations.validation.fr_required",
      en: "admin.translations.validation.en_required",
    });
    const base = { intent: "create", category_id: homeCategory, fr: "Bienvenue", en: "Welcome" };
    for (const key of ["home", "Home.Title", "home..title", "home.title!", ".home.title", "home.title."]) {
      const answer = await post({ ...base, key });
      expect({ key, errors: answer.data?.errors }).toEqual({
        key,
        errors: { key: "admin.translations.validation.key_invalid" },
      });
    }
    const taken = await post({ ...base, key: EDITED });
    expect(taken.status).toBe(400);
    expect(taken.data?.errors).toEqual({ key: "admin.translations.validation.key_taken" });
    expect(taken.data?.formError).toBe("admin.translations.error.add");
    // On another key's path: under a text, or a group holding texts.
    for (const key of [`${EDITED}.more`, "home.seats_left_one.x", "admin.translations"]) {
      expect((await post({ ...base, key })).data?.errors).toEqual({ key: "admin.translations.validation.key_clash" });
    }
    const unknownCategory = await post({ ...base, key: "home.welcome", category_id: crypto.randomUUID() });
    expect(unknownCategory.data?.errors).toEqual({ category_id: "admin.translations.validation.category_required" });

    const created = await post({ ...base, key: "home.welcome_note" });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ok: true, toast: "admin.translations.success.created" });
    expect(await row("home.welcome_note")).toMatchObject({
      category_id: homeCategory,
      fr: "Bienvenue",
      en: "Welcome",
      is_custom: true,
    });
    expect(await publicText("fr", "home.welcome_note")).toBe("Bienvenue");
    expect((await dictionaryText("en", "home.welcome_note")).text).toBe("Welcome");
    expect((await post({ ...base, key: "home.welcome_note" })).data?.errors).toEqual({
      key: "admin.translations.validation.key_taken",
    });
    const listed = (await list("?q=welcome_note")).list.translations[0];
    expect(listed).toMatchObject({ origin: "added", defaults: null, category_name: "home" });
    // An added key has no default to go back to; its variables are its own.
    const added = await row("home.welcome_note");
    const noDefault = await post({ intent: "reset", id: added.id });
    expect(noDefault.status).toBe(409);
    expect(noDefault.data?.formError).toBe("admin.translations.error.no_default");
    expect((await post({ intent: "update", id: added.id, fr: "Bonjour {{name}}", en: "Hello {{name}}" })).status).toBe(
      200,
    );
  });

  it("records each write in the audit log (what changed, the key as label), and nothing for a save that changes nothing", async () => {
    const edited = await row(EDITED);
    const entries = await auditOf(edited.id);
    expect(entries.map((e) => e.action)).toEqual(["update", "update", "reset"]);
    expect(entries[0]).toMatchObject({ entity_label: EDITED });
    expect(entries[0].changes).toMatchObject({
      fr: { before: fr.home.cta_contact, after: "Parlons de votre projet" },
      is_custom: { before: false, after: true },
    });
    expect(entries[2].changes).toMatchObject({ is_custom: { before: true, after: false } });
    const added = await row("home.welcome_note");
    expect((await auditOf(added.id)).map((e) => e.action)).toEqual(["create", "update"]);

    const same = await post({ intent: "update", id: added.id, fr: added.fr, en: added.en });
    expect(same.status).toBe(200);
    expect(await auditOf(added.id)).toHaveLength(2);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(audit_log)
      .where(eq(audit_log.entity_type, "translation"));
    expect(Number(n)).toBe(6);
  });
});
