// The services list and service page on a real database, through their route loaders and
// actions: SQL search, filters and paging, related services, the editor's tag rules and
// display_order, and the admin-only writes (visitors 401, members 403, nothing written).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { services } from "#db/schema";
import { action as serviceAction, loader as serviceLoader } from "~/routes/public/service";
import { action as listAction, loader as listLoader } from "~/routes/public/services";
import { db } from "~/server/db.server";
import { parseTags } from "~/services/schema";
import { useTestDatabase } from "../db";
import {
  countRows,
  createService,
  createUser,
  makeRequest,
  recordUploads,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type ListPage = Awaited<ReturnType<typeof listLoader>>;
type ServicePage = Awaited<ReturnType<typeof serviceLoader>>;
type Answer = { data?: Record<string, unknown>; init?: ResponseInit } & Record<string, unknown>;

let adminCookie: string;
let superAdminCookie: string;
let memberCookie: string;

async function list(search: string, cookie?: string): Promise<ListPage> {
  return listLoader(await routeArgs(makeRequest(`/services${search}`, { cookie })));
}

async function servicePage(id: string, cookie?: string): Promise<ServicePage | { status: number }> {
  try {
    return await serviceLoader(await routeArgs(makeRequest(`/services/${id}`, { cookie }), { params: { id } }));
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
  }
}

async function run(promise: Promise<unknown>): Promise<Answer | Response> {
  try {
    return (await promise) as Answer | Response;
  } catch (thrown) {
    return thrown as Answer;
  }
}

async function postList(form: Record<string, string>, cookie?: string) {
  return run(listAction(await routeArgs(makeRequest("/services", { form, cookie }))));
}

async function postService(id: string, form: Record<string, string>, cookie?: string) {
  return run(serviceAction(await routeArgs(makeRequest(`/services/${id}`, { form, cookie }), { params: { id } })));
}

function statusOf(answer: Answer | Response): number | undefined {
  return answer instanceof Response ? answer.status : answer.init?.status;
}

function errorsOf(answer: Answer | Response): Record<string, string> {
  return ((answer as Answer).data?.errors ?? {}) as Record<string, string>;
}

async function serviceRow(id: string) {
  const [row] = await db().select().from(services).where(eq(services.id, id));
  return row;
}

const validForm = (overrides: Record<string, string> = {}) => ({
  intent: "create",
  title_fr: "Conseil en transformation",
  title_en: "Transformation consulting",
  description_fr: "Premier paragraphe.\n\nSecond paragraphe.",
  description_en: "First paragraph.\n\nSecond paragraph.",
  size: "large",
  tags_fr: " Conseil ,  Transformation ",
  tags_en: " Consulting , Transformation ",
  is_featured: "on",
  image_url: "/uploads/services/service-1-abc123-photo.webp",
  ...overrides,
});

describe("services list and service page", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    await recordUploads("service-image", "/uploads/services/service-1-abc123-photo.webp");
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    superAdminCookie = await sessionCookie(await createUser({ role: "super_admin" }));
    memberCookie = await sessionCookie(await createUser());
  });

  describe("English tags: the twins on English pages, the French tags where a service has none", () => {
    const suffix = randomUUID().slice(0, 6);
    const fr = `Gouvernance${suffix}`;
    const en = `Governance${suffix}`;
    const frOnly = `Norme${suffix}`;
    let translated: string;
    let untranslated: string;

    beforeAll(async () => {
      translated = (await createService({ title_fr: "Traduit", title_en: "Translated", tags: [fr], tags_en: [en] })).id;
      untranslated = (await createService({ title_fr: "Non traduit", title_en: "Untranslated", tags: [frOnly] })).id;
    });

    const ids = (page: ListPage) => page.list.services.map((s) => s.id).sort();

    it("offers, filters and searches the reader's tags", async () => {
      const english = await list("?lang=en");
      expect(english.tags).toEqual(expect.arrayContaining([en, frOnly]));
      expect(english.tags).not.toContain(fr);
      const french = await list("?lang=fr");
      expect(french.tags).toEqual(expect.arrayContaining([fr, frOnly]));
      expect(french.tags).not.toContain(en);

      expect(ids(await list(`?lang=en&tag=${en}`))).toEqual([translated]);
      expect(ids(await list(`?lang=en&tag=${fr}`))).toEqual([]);
      expect(ids(await list(`?lang=en&tag=${encodeURIComponent(frOnly)}`))).toEqual([untranslated]);
      expect(ids(await list(`?lang=fr&tag=${fr}`))).toEqual([translated]);
      expect(ids(await list(`?lang=fr&tag=${en}`))).toEqual([]);

      expect(ids(await list(`?lang=en&q=${en}`))).toEqual([translated]);
      expect(ids(await list(`?lang=fr&q=${fr}`))).toEqual([translated]);
      expect(ids(await list(`?lang=fr&q=${en}`))).toEqual([]);
    });

    it("gives the service page both lists for the reader's pick and the editor", async () => {
      const page = (await servicePage(translated)) as ServicePage;
      expect(page.service).toMatchObject({ tags: [fr], tags_en: [en] });
      const other = (await servicePage(untranslated)) as ServicePage;
      expect(other.service).toMatchObject({ tags: [frOnly], tags_en: [] });
    });
  });

  describe("list: search, filters and paging in SQL", () => {
    const tag = `t${randomUUID().slice(0, 6)}`;

    beforeAll(async () => {
      await createService({
        title_fr: "Audit qualité",
        title_en: "Quality audit",
        description_fr: "Évaluer vos processus.",
        description_en: "Assess your processes.",
        size: "small",
        tags: [tag, "Qualité"],
        display_order: 2,
      });
      await createService({
        title_fr: "Coaching d'équipe",
        title_en: "Team coaching",
        is_featured: true,
        size: "large",
        tags: [tag],
        display_order: 1,
      });
      await createService({ title_fr: "Sans anglais", title_en: "", size: "medium", display_order: 3 });
    });

    const titles = (page: ListPage) => page.list.services.map((s) => s.title_fr);

    it("searches title, description and tags in the current language, ignoring case and accents", async () => {
      expect(titles(await list("?q=QUALITE&lang=fr"))).toEqual(["Audit qualité"]);
      expect(titles(await list("?q=evaluer&lang=fr"))).toEqual(["Audit qualité"]);
      expect(titles(await list("?q=assess&lang=en"))).toEqual(["Audit qualité"]);
      expect(titles(await list("?q=assess&lang=fr"))).toEqual([]);
      // No English text: found (and shown) in French.
      expect(titles(await list("?q=anglais&lang=en"))).toEqual(["Sans anglais"]);
      expect(titles(await list(`?q=${tag}`)).sort()).toEqual(["Audit qualité", "Coaching d'équipe"]);
      expect(titles(await list("?q=%25"))).toEqual([]);
    });

    it("filters by featured, size and tag, in display order", async () => {
      expect(titles(await list(`?tag=${tag}`))).toEqual(["Coaching d'équipe", "Audit qualité"]);
      expect(titles(await list(`?tag=${tag}&featured=1`))).toEqual(["Coaching d'équipe"]);
      // Size is the editors' own filter: an admin filters by it, a visitor's ?size= is ignored.
      expect(titles(await list(`?tag=${tag}&size=small`, adminCookie))).toEqual(["Audit qualité"]);
      const visitor = await list(`?tag=${tag}&size=small`);
      expect(visitor.params.size).toBeNull();
      expect(titles(visitor)).toEqual(["Coaching d'équipe", "Audit qualité"]);
      // Unknown values are ignored, not errors.
      expect((await list("?size=huge", adminCookie)).params.size).toBeNull();
      const page = await list("");
      expect(page.tags).toContain(tag);
      expect(page.isAdmin).toBe(false);
      expect((await list("", adminCookie)).isAdmin).toBe(true);
      expect((await list("", memberCookie)).isAdmin).toBe(false);
    });

    it("pages by 12, clamping a page past the end", async () => {
      const pagingTag = `p${randomUUID().slice(0, 6)}`;
      for (let i = 0; i < 13; i++)
        await createService({ title_fr: `Paginé ${i}`, tags: [pagingTag], display_order: 100 + i });
      const first = await list(`?tag=${pagingTag}`);
      expect(first.list).toMatchObject({ total: 13, page: 1, totalPages: 2 });
      expect(first.list.services).toHaveLength(12);
      const second = await list(`?tag=${pagingTag}&page=2`);
      expect(titles(second)).toEqual(["Paginé 12"]);
      expect((await list(`?tag=${pagingTag}&page=9`)).list.page).toBe(2);
    });
  });

  describe("service page", () => {
    it("shows a service with three real related services, those sharing tags first", async () => {
      const shared = `r${randomUUID().slice(0, 6)}`;
      const main = await createService({ title_fr: "Principal", tags: [shared, "x"], display_order: 500 });
      const twoTags = await createService({ title_fr: "Deux en commun", tags: [shared, "x"], display_order: 900 });
      const oneTag = await createService({ title_fr: "Un en commun", tags: [shared], display_order: 800 });
      const page = (await servicePage(main.id)) as ServicePage;
      expect(page.title).toBe("Principal");
      expect(page.related).toHaveLength(3);
      expect(page.related.map((s) => s.id).slice(0, 2)).toEqual([twoTags.id, oneTag.id]);
      expect(page.related.map((s) => s.id)).not.toContain(main.id);
      expect(page.isAdmin).toBe(false);
    });

    it("answers 404 for an unknown or malformed id", async () => {
      expect(await servicePage(randomUUID())).toEqual({ status: 404 });
      expect(await servicePage("not-a-uuid")).toEqual({ status: 404 });
    });
  });

  describe("editor rules", () => {
    it("trims tags and refuses empty or duplicate ones", () => {
      expect(parseTags(" a ,b ")).toEqual({ ok: true, tags: ["a", "b"] });
      expect(parseTags("   ")).toEqual({ ok: true, tags: [] });
      expect(parseTags("a,,b")).toEqual({ ok: false, error: "pages.services.form.tag_empty" });
      expect(parseTags("a, b,")).toEqual({ ok: false, error: "pages.services.form.tag_empty" });
      expect(parseTags("Coaching, coaching ")).toEqual({ ok: false, error: "pages.services.form.tag_duplicate" });
    });

    it("creates a service at display_order = count + 1, with trimmed tags", async () => {
      const before = await countRows(services);
      const answer = await postList(validForm(), adminCookie);
      expect(statusOf(answer)).toBe(302);
      const location = (answer as Response).headers.get("location") ?? "";
      const id = location.replace("/services/", "");
      const row = await serviceRow(id);
      expect(row).toMatchObject({
        title_en: "Transformation consulting",
        size: "large",
        is_featured: true,
        tags: ["Conseil", "Transformation"],
        tags_en: ["Consulting", "Transformation"],
        display_order: before + 1,
        image_url: "/uploads/services/service-1-abc123-photo.webp",
      });
      // A super_admin may create too; the next one goes after.
      const next = await postList(validForm({ title_fr: "Suivant" }), superAdminCookie);
      const nextId = ((next as Response).headers.get("location") ?? "").replace("/services/", "");
      expect((await serviceRow(nextId)).display_order).toBe(before + 2);
    });

    it("refuses bad input with field errors and the typed values, writing nothing", async () => {
      const before = await countRows(services);
      const duplicate = await postList(validForm({ tags_fr: "Audit, audit" }), adminCookie);
      expect(statusOf(duplicate)).toBe(400);
      expect(errorsOf(duplicate).tags_fr).toBe("pages.services.form.tag_duplicate");
      expect((duplicate as Answer).data?.values).toMatchObject({
        tags_fr: "Audit, audit",
        title_fr: "Conseil en transformation",
      });
      const empty = await postList(validForm({ tags_fr: "Audit, , Conseil" }), adminCookie);
      expect(errorsOf(empty).tags_fr).toBe("pages.services.form.tag_empty");
      // The English tags follow the same rules, refused under their own name (the English tab).
      const english = await postList(validForm({ tags_en: "Audit, , Consulting" }), adminCookie);
      expect(errorsOf(english)).toEqual({ tags_en: "pages.services.form.tag_empty" });
      const noTitle = await postList(validForm({ title_en: "  " }), adminCookie);
      expect(errorsOf(noTitle).title_en).toBe("pages.services.form.title_required");
      const badImage = await postList(validForm({ image_url: "javascript:alert(1)" }), adminCookie);
      expect(errorsOf(badImage).image_url).toBe("pages.services.form.image_invalid");
      expect(await countRows(services)).toBe(before);
    });

    it("updates and deletes the page's own service", async () => {
      const service = await createService({ title_fr: "À modifier", tags: ["a"] });
      const updated = await postService(
        service.id,
        validForm({ intent: "update", title_fr: "Modifié", tags_fr: "b, c", tags_en: "  " }),
        adminCookie,
      );
      expect(updated).toMatchObject({ data: { ok: true, intent: "update" }, init: { status: 200 } });
      // A blank English field is no English tags (English readers then get the French ones).
      expect(await serviceRow(service.id)).toMatchObject({ title_fr: "Modifié", tags: ["b", "c"], tags_en: [] });
      // Creating is not an intent of the service page.
      expect(statusOf(await postService(service.id, validForm(), adminCookie))).toBe(400);
      const deleted = await postService(service.id, { intent: "delete" }, adminCookie);
      expect(statusOf(deleted)).toBe(302);
      expect((deleted as Response).headers.get("location")).toBe("/services");
      expect(await serviceRow(service.id)).toBeUndefined();
      expect(statusOf(await postService(service.id, { intent: "delete" }, adminCookie))).toBe(404);
    });
  });

  describe("permissions: only admins write", () => {
    it("refuses visitors (401) and members (403) on every action, writing nothing", async () => {
      const service = await createService({ title_fr: "Protégé" });
      const before = await countRows(services);
      for (const [cookie, status] of [
        [undefined, 401],
        [memberCookie, 403],
      ] as const) {
        expect(statusOf(await postList(validForm(), cookie))).toBe(status);
        expect(
          statusOf(await postService(service.id, validForm({ intent: "update", title_fr: "Piraté" }), cookie)),
        ).toBe(status);
        expect(statusOf(await postService(service.id, { intent: "delete" }, cookie))).toBe(status);
      }
      expect(await countRows(services)).toBe(before);
      expect((await serviceRow(service.id)).title_fr).toBe("Protégé");
      // The page tells the UI who may see the admin buttons.
      expect(((await servicePage(service.id, memberCookie)) as ServicePage).isAdmin).toBe(false);
      expect(((await servicePage(service.id, adminCookie)) as ServicePage).isAdmin).toBe(true);
    });
  });
});
