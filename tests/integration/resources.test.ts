// The resources list, resource page and counted download on a real database, through their
// route loaders and actions: search, type filter and paging in SQL, related resources, the
// invalid-id (400) and unknown-id (404) answers, the atomic download counter (also under
// concurrency), the editor's rules and the admin-only writes.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mock_exams, resources } from "#db/schema";
import { isSafeFileUrl } from "~/resources/schema";
import { action as resourceAction, loader as resourceLoader } from "~/routes/public/resource";
import { loader as downloadLoader } from "~/routes/public/resource-download";
import { action as listAction, loader as listLoader } from "~/routes/public/resources";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  countRows,
  createPartner,
  createResource as createResourceRow,
  createUser,
  makeRequest,
  recordUploads,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type ListPage = Awaited<ReturnType<typeof listLoader>>;
type ResourcePage = Awaited<ReturnType<typeof resourceLoader>>;
type Answer = { data?: Record<string, unknown>; init?: ResponseInit } & Record<string, unknown>;

let adminCookie: string;
let memberCookie: string;
let partnerId: string;
let examId: string;

/** Every resource here comes from the test partner unless told. */
const createResource = (values: Partial<typeof resources.$inferInsert> = {}) =>
  createResourceRow({ partner_id: partnerId, ...values });

async function list(search: string, cookie?: string): Promise<ListPage> {
  return listLoader(await routeArgs(makeRequest(`/ressources${search}`, { cookie })));
}

async function resourcePage(id: string, cookie?: string): Promise<ResourcePage | { status: number }> {
  try {
    return await resourceLoader(await routeArgs(makeRequest(`/ressources/${id}`, { cookie }), { params: { id } }));
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
  }
}

async function download(id: string): Promise<Response> {
  return downloadLoader(
    await routeArgs(makeRequest(`/ressources/${id}/download`), { params: { id } }),
  ) as Promise<Response>;
}

async function run(promise: Promise<unknown>): Promise<Answer | Response> {
  try {
    return (await promise) as Answer | Response;
  } catch (thrown) {
    return thrown as Answer;
  }
}

async function postList(form: Record<string, string>, cookie?: string) {
  return run(listAction(await routeArgs(makeRequest("/ressources", { form, cookie }))));
}

async function postResource(id: string, form: Record<string, string>, cookie?: string) {
  return run(resourceAction(await routeArgs(makeRequest(`/ressources/${id}`, { form, cookie }), { params: { id } })));
}

function statusOf(answer: Answer | Response): number | undefined {
  return answer instanceof Response ? answer.status : answer.init?.status;
}

function errorsOf(answer: Answer | Response): Record<string, string> {
  return ((answer as Answer).data?.errors ?? {}) as Record<string, string>;
}

async function resourceRow(id: string) {
  const [row] = await db().select().from(resources).where(eq(resources.id, id));
  return row;
}

const validForm = (overrides: Record<string, string> = {}) => ({
  intent: "create",
  title_fr: "Guide de la certification",
  title_en: "Certification guide",
  description_fr: "Première ligne.\nSeconde ligne.",
  description_en: "First line.\nSecond line.",
  type: "guide",
  partner_id: partnerId,
  url: "https://files.example.com/guide.pdf",
  thumbnail_url: "/uploads/resources/resource-1-abc123-cover.webp",
  is_premium: "on",
  ...overrides,
});

describe("resources list, resource page and downloads", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    await recordUploads("resource-thumbnail", "/uploads/resources/resource-1-abc123-cover.webp");
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser());
    partnerId = (await createPartner({ name: "Partenaire Test", logo_url: null })).id;
    const [exam] = await db().insert(mock_exams).values({ title_fr: "Examen", title_en: "Exam" }).returning();
    examId = exam.id;
  });

  describe("list", () => {
    const marker = `m${randomUUID().slice(0, 6)}`;

    beforeAll(async () => {
      const day = 24 * 3600 * 1000;
      await createResource({
        title_fr: `Vidéo sécurité ${marker}`,
        title_en: `Safety video ${marker}`,
        type: "video",
        created_at: new Date(Date.now() - 2 * day),
      });
      await createResource({
        title_fr: `Modèle budget ${marker}`,
        title_en: `Budget template ${marker}`,
        type: "template",
        created_at: new Date(Date.now() - day),
      });
    });

    const titles = (page: ListPage) => page.list.resources.map((r) => r.title_fr);

    it("searches in the current language (case and accents ignored), filters by type, newest first", async () => {
      expect(titles(await list(`?q=${marker}`))).toEqual([`Modèle budget ${marker}`, `Vidéo sécurité ${marker}`]);
      expect(titles(await list(`?q=SECURITE+${marker}&lang=fr`))).toEqual([`Vidéo sécurité ${marker}`]);
      expect(titles(await list(`?q=safety&lang=en`))).toEqual([`Vidéo sécurité ${marker}`]);
      expect(titles(await list(`?q=safety&lang=fr`))).toEqual([]);
      expect(titles(await list(`?q=${marker}&type=template`))).toEqual([`Modèle budget ${marker}`]);
      expect((await list("?type=unknown")).params.type).toBeNull();
      const page = await list(`?q=${marker}`);
      expect(page.list.resources[0].partner).toEqual({ id: partnerId, name: "Partenaire Test", logo_url: null });
      expect(page.lookups).toBeNull();
      expect((await list("", adminCookie)).lookups?.partners?.map((p) => p.id)).toContain(partnerId);
    });

    it("pages by 12 and shows an empty page for no match", async () => {
      const pagingMarker = `p${randomUUID().slice(0, 6)}`;
      for (let i = 0; i < 13; i++) await createResource({ title_fr: `Paginée ${pagingMarker} ${i}` });
      const first = await list(`?q=${pagingMarker}`);
      expect(first.list).toMatchObject({ total: 13, page: 1, totalPages: 2 });
      expect(first.list.resources).toHaveLength(12);
      expect((await list(`?q=${pagingMarker}&page=2`)).list.resources).toHaveLength(1);
      const none = await list("?q=zzzz-nothing-matches");
      expect(none.list).toMatchObject({ total: 0, resources: [], page: 1, totalPages: 1 });
    });
  });

  describe("resource page", () => {
    it("answers 400 for a non-UUID id and 404 for an unknown one", async () => {
      expect(await resourcePage("not-a-uuid")).toEqual({ status: 400 });
      expect(await resourcePage("123")).toEqual({ status: 400 });
      expect(await resourcePage(randomUUID())).toEqual({ status: 404 });
    });

    it("shows up to three related resources of the same type and premium flag", async () => {
      const type = "mock_exam";
      const main = await createResource({ title_fr: "Principale", type, is_premium: true, mock_exam_id: examId });
      const same = [];
      // Explicit, increasing creation times: rows inserted within the same
      // clock tick would otherwise tie and make "newest" arbitrary.
      const base = Date.now() - 60_000;
      for (let i = 0; i < 4; i++) {
        same.push(
          await createResource({
            title_fr: `Même ${i}`,
            type,
            is_premium: true,
            created_at: new Date(base + i * 1000),
          }),
        );
      }
      await createResource({ title_fr: "Pas premium", type, is_premium: false });
      await createResource({ title_fr: "Autre type", type: "guide", is_premium: true });
      const page = (await resourcePage(main.id)) as ResourcePage;
      expect(page.title).toBe("Principale");
      expect(page.resource.partner?.name).toBe("Partenaire Test");
      expect(page.related).toHaveLength(3);
      for (const item of page.related) {
        expect(item).toMatchObject({ type, is_premium: true });
        expect(item.id).not.toBe(main.id);
      }
      // Newest first: the last three created.
      expect(page.related.map((r) => r.title_fr).sort()).toEqual(["Même 1", "Même 2", "Même 3"]);
    });
  });

  describe("download counter", () => {
    it("counts a download then redirects to the file; invalid and unknown ids are refused", async () => {
      const resource = await createResource({ download_count: 5 });
      const answer = await download(resource.id);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("https://files.example.com/doc.pdf");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect((await resourceRow(resource.id)).download_count).toBe(6);
      expect((await download("nope")).status).toBe(400);
      expect((await download(randomUUID())).status).toBe(404);
      // Our own files are followed too.
      const local = await createResource({ url: "/uploads/resources/file.pdf" });
      expect((await download(local.id)).headers.get("location")).toBe("/uploads/resources/file.pdf");
    });

    it("never follows nor counts an unsafe address", async () => {
      for (const url of ["javascript:alert(1)", "//evil.example.com/x", "/logout", "data:text/html,x", null]) {
        const resource = await createResource({ url });
        const answer = await download(resource.id);
        expect(answer.headers.get("location")).toBe(`/ressources/${resource.id}`);
        expect((await resourceRow(resource.id)).download_count).toBe(0);
      }
      expect(isSafeFileUrl("https://example.com/a.pdf")).toBe(true);
      expect(isSafeFileUrl("/demo/files/pmp-exam-guide.pdf")).toBe(true);
      expect(isSafeFileUrl("/uploads/../secret")).toBe(false);
    });

    it("loses no count under 20 parallel downloads", async () => {
      const resource = await createResource({ download_count: 100 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => download(resource.id)));
      expect(answers.every((a) => a.status === 302)).toBe(true);
      expect((await resourceRow(resource.id)).download_count).toBe(120);
    });
  });

  describe("editor rules", () => {
    it("creates a resource with all its fields", async () => {
      const answer = await postList(validForm(), adminCookie);
      expect(statusOf(answer)).toBe(302);
      const id = ((answer as Response).headers.get("location") ?? "").replace("/ressources/", "");
      expect(await resourceRow(id)).toMatchObject({
        title_en: "Certification guide",
        type: "guide",
        partner_id: partnerId,
        mock_exam_id: null,
        is_premium: true,
        download_count: 0,
        url: "https://files.example.com/guide.pdf",
      });
    });

    it("requires both titles and descriptions, type, partner, a mock exam for mock_exam, a valid URL", async () => {
      const before = await countRows(resources);
      const missing = await postList(
        validForm({ title_en: "", description_fr: " ", type: "", partner_id: "" }),
        adminCookie,
      );
      expect(statusOf(missing)).toBe(400);
      expect(errorsOf(missing)).toMatchObject({
        title_en: "pages.resources.form.title_required",
        description_fr: "pages.resources.form.description_required",
        type: "pages.resources.form.type_required",
        partner_id: "pages.resources.form.partner_required",
      });
      expect((missing as Answer).data?.values).toMatchObject({ title_fr: "Guide de la certification" });
      const noExam = await postList(validForm({ type: "mock_exam" }), adminCookie);
      expect(errorsOf(noExam).mock_exam_id).toBe("pages.resources.form.mock_exam_required");
      const badUrl = await postList(validForm({ url: "javascript:alert(1)" }), adminCookie);
      expect(errorsOf(badUrl).url).toBe("pages.resources.form.url_invalid");
      const notUrl = await postList(validForm({ url: "just text" }), adminCookie);
      expect(errorsOf(notUrl).url).toBe("pages.resources.form.url_invalid");
      const unknownPartner = await postList(validForm({ partner_id: randomUUID() }), adminCookie);
      expect(errorsOf(unknownPartner).partner_id).toBe("pages.resources.form.partner_required");
      expect(await countRows(resources)).toBe(before);
    });

    it("keeps the mock exam only for the mock_exam type; updates and deletes the page's resource", async () => {
      const resource = await createResource({ title_fr: "À modifier" });
      const asExam = await postResource(
        resource.id,
        validForm({ intent: "update", type: "mock_exam", mock_exam_id: examId }),
        adminCookie,
      );
      expect(asExam).toMatchObject({ data: { ok: true, intent: "update" }, init: { status: 200 } });
      expect(await resourceRow(resource.id)).toMatchObject({ type: "mock_exam", mock_exam_id: examId });
      await postResource(
        resource.id,
        validForm({ intent: "update", type: "video", mock_exam_id: examId }),
        adminCookie,
      );
      expect(await resourceRow(resource.id)).toMatchObject({ type: "video", mock_exam_id: null });
      const deleted = await postResource(resource.id, { intent: "delete" }, adminCookie);
      expect(statusOf(deleted)).toBe(302);
      expect(await resourceRow(resource.id)).toBeUndefined();
      expect(statusOf(await postResource("bad-id", { intent: "delete" }, adminCookie))).toBe(400);
    });
  });

  describe("permissions: only admins write", () => {
    it("refuses visitors (401) and members (403) on every action, writing nothing", async () => {
      const resource = await createResource({ title_fr: "Protégée" });
      const before = await countRows(resources);
      for (const [cookie, status] of [
        [undefined, 401],
        [memberCookie, 403],
      ] as const) {
        expect(statusOf(await postList(validForm(), cookie))).toBe(status);
        expect(
          statusOf(await postResource(resource.id, validForm({ intent: "update", title_fr: "Piratée" }), cookie)),
        ).toBe(status);
        expect(statusOf(await postResource(resource.id, { intent: "delete" }, cookie))).toBe(status);
      }
      expect(await countRows(resources)).toBe(before);
      expect((await resourceRow(resource.id)).title_fr).toBe("Protégée");
      expect(((await resourcePage(resource.id, memberCookie)) as ResourcePage).isAdmin).toBe(false);
      expect(((await resourcePage(resource.id, adminCookie)) as ResourcePage).lookups?.mockExams?.[0]?.id).toBe(examId);
    });
  });
});
