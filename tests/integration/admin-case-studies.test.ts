// /admin/case-studies through the real route loader and action over a real database: who may see
// and write, the required fields (each with its translated key, what was typed kept), the lists
// trimmed with their empty items dropped, metrics and images stored with display_order = their
// position in the form, an edit replacing them in one transaction (a write failing half-way
// leaves the old ones), the delete cascading to both, the search in both languages, and the
// public /case-studies showing each change at the next request in French and English.
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, case_studies, case_study_images, case_study_metrics } from "#db/schema";
import { action, loader } from "~/routes/admin/case-studies";
import { loader as publicLoader } from "~/routes/public/case-studies";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import { createCaseStudy, createUser, makeRequest, recordUploads, sessionCookie } from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok?: boolean;
  toast?: string;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
};
type ListData = Awaited<ReturnType<typeof loader>>;
type PublicData = Awaited<ReturnType<typeof publicLoader>>;

const list = (path: string, cookie?: string) => callRoute<ListData>(loader, makeRequest(path, { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/case-studies", { form, cookie }));
const publicPage = async (lang: "fr" | "en", q = "") =>
  (
    await callRoute<PublicData>(
      publicLoader,
      makeRequest(`/case-studies?lang=${lang}&size=24&q=${encodeURIComponent(q)}`),
    )
  ).data;

const valid = {
  client_name: "Banque Horizon",
  client_industry_fr: "Banque",
  client_industry_en: "Banking",
  title_fr: "Une banque plus agile",
  title_en: "A more agile bank",
  description_fr: "Accompagnement d'une transformation",
  description_en: "Supporting a transformation",
  situation_fr: "Des équipes cloisonnées",
  situation_en: "Siloed teams",
  impact_fr: "Des délais divisés par deux",
  impact_en: "Lead times halved",
};

const metricsForm = (metrics: { label_fr: string; label_en: string; value: string; unit?: string; trend?: string }[]) =>
  Object.fromEntries(
    metrics.flatMap((metric, i) =>
      Object.entries(metric).map(([key, value]) => [`metrics.${i}.${key}`, value ?? ""] as const),
    ),
  );
const imagesForm = (
  images: { url: string; caption_fr?: string; caption_en?: string; alt_fr?: string; alt_en?: string }[],
) =>
  Object.fromEntries(
    images.flatMap((image, i) => Object.entries(image).map(([key, value]) => [`images.${i}.${key}`, value] as const)),
  );

async function storedChildren(id: string) {
  const [metrics, images] = await Promise.all([
    db()
      .select()
      .from(case_study_metrics)
      .where(eq(case_study_metrics.case_study_id, id))
      .orderBy(asc(case_study_metrics.display_order)),
    db()
      .select()
      .from(case_study_images)
      .where(eq(case_study_images.case_study_id, id))
      .orderBy(asc(case_study_images.display_order)),
  ]);
  return { metrics, images };
}

async function studyTitled(title_en: string) {
  const [row] = await db().select().from(case_studies).where(eq(case_studies.title_en, title_en));
  return row;
}

describe("back office: case studies", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    // The images the forms below send, as the upload field would have recorded them.
    await recordUploads("case-study-logo", "/uploads/case-studies/case-logo-1.webp");
    await recordUploads(
      "case-study-image",
      "/uploads/case-studies/case-a.webp",
      "/uploads/case-studies/case-b.webp",
      "/uploads/case-studies/refused.webp",
    );
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    const study = await createCaseStudy();
    expect((await list("/admin/case-studies")).location).toMatch(/^\/login/);
    expect((await list("/admin/case-studies", memberCookie)).location).toBe("/");
    expect((await post({ intent: "create", ...valid })).status).toBe(401);
    const refused = await post({ intent: "create", ...valid }, memberCookie);
    expect(refused.status).toBe(403);
    expect(refused.data?.formError).toBe("admin.case_studies.error.forbidden");
    expect((await post({ intent: "delete", id: study.id }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "update", id: study.id, ...valid }, memberCookie)).status).toBe(403);
    expect(await studyTitled("A more agile bank")).toBeUndefined();
    expect(await storedChildren(study.id)).toMatchObject({ metrics: [{}], images: [{}] });
  });

  it("refuses each missing required field with its own translated key, keeping what was typed", async () => {
    const empty = await post({ intent: "create", client_name: "  ", title_fr: "Gardé" }, adminCookie);
    expect(empty.status).toBe(400);
    const V = "admin.case_studies.validation";
    expect(empty.data?.errors).toEqual({
      client_name: `${V}.client_name_required`,
      client_industry_fr: `${V}.industry_required`,
      client_industry_en: `${V}.industry_required`,
      title_en: `${V}.title_required`,
      description_fr: `${V}.description_required`,
      description_en: `${V}.description_required`,
      situation_fr: `${V}.situation_required`,
      situation_en: `${V}.situation_required`,
      impact_fr: `${V}.impact_required`,
      impact_en: `${V}.impact_required`,
    });
    expect(empty.data?.values?.title_fr).toBe("Gardé");
    // Every key has its text in both languages (the screen shows them translated).
    const fr = (await import("../../locales/fr.json")).default as Record<string, unknown>;
    const en = (await import("../../locales/en.json")).default as Record<string, unknown>;
    const at = (dictionary: Record<string, unknown>, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
    for (const key of Object.values(empty.data?.errors ?? {})) {
      expect(typeof at(fr, key), key).toBe("string");
      expect(typeof at(en, key), key).toBe("string");
    }

    // One missing at a time: only that field is refused.
    for (const field of Object.keys(valid)) {
      const answer = await post({ intent: "create", ...valid, [field]: "" }, adminCookie);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.data?.errors ?? {}), field).toEqual([field]);
    }
    // A half-filled metric needs its labels and value; a logo must be an uploaded image's address.
    const metric = await post(
      { intent: "create", ...valid, ...metricsForm([{ label_fr: "", label_en: "Costs", value: "" }]) },
      adminCookie,
    );
    expect(metric.data?.errors).toEqual({
      "metrics.0.label_fr": `${V}.metric_label_required`,
      "metrics.0.value": `${V}.metric_value_required`,
    });
    const logo = await post({ intent: "create", ...valid, client_logo_url: "javascript:alert(1)" }, adminCookie);
    expect(logo.data?.errors).toEqual({ client_logo_url: `${V}.logo_invalid` });
    const trend = await post(
      { intent: "create", ...valid, ...metricsForm([{ label_fr: "A", label_en: "A", value: "1", trend: "sideways" }]) },
      adminCookie,
    );
    expect(trend.data?.errors).toEqual({ "metrics.0.trend": `${V}.metric_trend_invalid` });
    expect(await studyTitled("A more agile bank")).toBeUndefined();
  });

  it("creates one with its lists trimmed (empties dropped), metrics and images in the form's order", async () => {
    const created = await post(
      {
        intent: "create",
        ...valid,
        client_logo_url: "/uploads/case-studies/case-logo-1.webp",
        "tasks_fr.0": "  Diagnostic  ",
        "tasks_fr.1": "   ",
        "tasks_fr.2": "Plan de formation",
        "tasks_en.0": "Assessment",
        "tasks_en.1": "",
        "actions_fr.0": "",
        "results_en.0": " Faster releases ",
        "next_steps_fr.0": "Déploiement",
        ...metricsForm([
          { label_fr: "Délais", label_en: "Lead time", value: "-50", unit: "%", trend: "down" },
          { label_fr: "", label_en: "", value: "", unit: "", trend: "" },
          { label_fr: "Satisfaction", label_en: "Satisfaction", value: "92", unit: "%", trend: "up" },
          { label_fr: "Équipes", label_en: "Teams", value: "12", unit: "", trend: "" },
        ]),
        ...imagesForm([
          {
            url: "/uploads/case-studies/case-b.webp",
            caption_fr: "Atelier",
            caption_en: "Workshop",
            alt_fr: "",
            alt_en: "",
          },
          {
            url: "/uploads/case-studies/case-a.webp",
            caption_fr: "",
            caption_en: "",
            alt_fr: "Équipe",
            alt_en: "Team",
          },
        ]),
      },
      adminCookie,
    );
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ok: true, toast: "admin.case_studies.success.created" });

    const row = await studyTitled("A more agile bank");
    expect(row).toMatchObject({
      client_logo_url: "/uploads/case-studies/case-logo-1.webp",
      tasks_fr: ["Diagnostic", "Plan de formation"],
      tasks_en: ["Assessment"],
      actions_fr: [],
      actions_en: [],
      results_en: ["Faster releases"],
      next_steps_fr: ["Déploiement"],
    });
    const { metrics, images } = await storedChildren(row.id);
    // The blank metric row is dropped: positions follow the rows kept.
    expect(metrics.map((m) => [m.label_en, m.value, m.unit, m.trend, m.display_order])).toEqual([
      ["Lead time", "-50", "%", "down", 0],
      ["Satisfaction", "92", "%", "up", 1],
      ["Teams", "12", null, null, 2],
    ]);
    expect(images.map((i) => [i.url, i.caption_en, i.alt_en, i.display_order])).toEqual([
      ["/uploads/case-studies/case-b.webp", "Workshop", null, 0],
      ["/uploads/case-studies/case-a.webp", null, "Team", 1],
    ]);

    // The public page shows it at once, in each language, French where English is empty.
    const en = await publicPage("en", "agile bank");
    const card = en?.list.studies[0];
    expect(card).toMatchObject({
      title: "A more agile bank",
      industry: "Banking",
      tasks: ["Assessment"],
      next_steps: ["Déploiement"],
    });
    expect(card?.metrics.map((m) => m.label)).toEqual(["Lead time", "Satisfaction", "Teams"]);
    expect(card?.images.map((i) => i.url)).toEqual([
      "/uploads/case-studies/case-b.webp",
      "/uploads/case-studies/case-a.webp",
    ]);
    const fr = await publicPage("fr", "banque plus agile");
    expect(fr?.list.studies[0]?.metrics.map((m) => m.label)).toEqual(["Délais", "Satisfaction", "Équipes"]);
    expect(fr?.list.studies[0]?.tasks).toEqual(["Diagnostic", "Plan de formation"]);

    const [entry] = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
    expect(entry).toMatchObject({ entity_type: "case_study", action: "create", entity_label: "Une banque plus agile" });
  });

  it("opens one for editing with its metrics and images in order, and says when it is gone", async () => {
    const row = await studyTitled("A more agile bank");
    const answer = await list(`/admin/case-studies?edit=${row.id}`, adminCookie);
    expect(answer.data?.editing?.metrics.map((m) => m.label_en)).toEqual(["Lead time", "Satisfaction", "Teams"]);
    expect(answer.data?.editing?.images.map((i) => i.url)).toEqual([
      "/uploads/case-studies/case-b.webp",
      "/uploads/case-studies/case-a.webp",
    ]);
    const missing = await list("/admin/case-studies?edit=00000000-0000-4000-8000-000000000000", adminCookie);
    expect(missing.data?.isEditMissing).toBe(true);
    const mangled = await list("/admin/case-studies?edit=étude-42", adminCookie);
    expect(mangled.data).toMatchObject({ edit: null, isEditMissing: true });
    const update = await post(
      { intent: "update", id: "00000000-0000-4000-8000-000000000000", ...valid, title_en: "Ghost" },
      adminCookie,
    );
    expect(update.status).toBe(404);
    expect(update.data?.formError).toBe("admin.case_studies.error.not_found");
  });

  it("replaces the metrics and images on edit, in their new order", async () => {
    const row = await studyTitled("A more agile bank");
    const edited = await post(
      {
        intent: "update",
        id: row.id,
        ...valid,
        title_en: "An agile bank",
        ...metricsForm([
          { label_fr: "Équipes", label_en: "Teams", value: "14" },
          { label_fr: "Délais", label_en: "Lead time", value: "-60", unit: "%", trend: "down" },
        ]),
        ...imagesForm([{ url: "/uploads/case-studies/case-a.webp", alt_fr: "Équipe", alt_en: "Team" }]),
      },
      adminCookie,
    );
    expect(edited.status).toBe(200);
    expect(edited.data?.toast).toBe("admin.case_studies.success.updated");
    const { metrics, images } = await storedChildren(row.id);
    expect(metrics.map((m) => [m.label_en, m.value, m.display_order])).toEqual([
      ["Teams", "14", 0],
      ["Lead time", "-60", 1],
    ]);
    expect(images.map((i) => [i.url, i.display_order])).toEqual([["/uploads/case-studies/case-a.webp", 0]]);
    const en = await publicPage("en", "agile bank");
    expect(en?.list.studies[0]?.title).toBe("An agile bank");
    expect(en?.list.studies[0]?.metrics.map((m) => m.value)).toEqual(["14", "-60"]);
  });

  it("leaves the old case study, metrics and images whole when a write fails half-way", async () => {
    const row = await studyTitled("An agile bank");
    const before = await storedChildren(row.id);
    // A database refusal on the last statement of the save (the images' insert), after the
    // case study was updated and its metrics replaced.
    await db().execute(
      sql`alter table case_study_images add constraint test_refuses_url check (url <> '/uploads/case-studies/refused.webp')`,
    );
    try {
      const failed = await post(
        {
          intent: "update",
          id: row.id,
          ...valid,
          title_en: "Half-written",
          ...metricsForm([{ label_fr: "Nouveau", label_en: "New", value: "1" }]),
          ...imagesForm([{ url: "/uploads/case-studies/refused.webp" }]),
        },
        adminCookie,
      );
      expect(failed.status).toBe(500);
      expect(failed.data?.formError).toBe("admin.case_studies.error.save");
      expect(failed.data?.values?.title_en).toBe("Half-written");
    } finally {
      await db().execute(sql`alter table case_study_images drop constraint test_refuses_url`);
    }
    expect((await studyTitled("An agile bank"))?.id).toBe(row.id);
    expect(await studyTitled("Half-written")).toBeUndefined();
    expect(await storedChildren(row.id)).toEqual(before);
  });

  it("answers a malformed post (a list or a metric sent as plain text, too many items) with its translated keys", async () => {
    const V = "admin.case_studies.validation";
    const malformed = await post(
      {
        intent: "create",
        ...valid,
        tasks_fr: "not a list",
        "metrics.0": "not a metric",
        "images.0.url": "//evil/x.png",
      },
      adminCookie,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.data?.errors).toEqual({
      tasks_fr: `${V}.list_invalid`,
      "metrics.0": `${V}.metrics_invalid`,
      "images.0.url": "ui.gallery.invalid_image",
    });
    // Uploads of their own purpose only: a gallery image is no logo, an unknown file no image.
    const unrecorded = await post(
      {
        intent: "create",
        ...valid,
        client_logo_url: "/uploads/case-studies/case-a.webp",
        ...imagesForm([{ url: "/uploads/case-studies/case-never-uploaded.webp" }]),
      },
      adminCookie,
    );
    expect(unrecorded.status).toBe(400);
    expect(unrecorded.data?.errors).toEqual({
      client_logo_url: `${V}.logo_invalid`,
      "images.0.url": "ui.gallery.invalid_image",
    });
    const many = await post(
      {
        intent: "create",
        ...valid,
        ...Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`actions_en.${i}`, `Action ${i}`])),
        "results_fr.0": "x".repeat(501),
      },
      adminCookie,
    );
    expect(many.data?.errors).toEqual({ actions_en: `${V}.too_many_items`, results_fr: `${V}.item_too_long|max=500` });
    expect(await studyTitled("A more agile bank")).toBeUndefined();
  });

  it("searches titles, client name and industry in both languages, accents and case aside", async () => {
    await createCaseStudy({
      title_fr: "Réseau électrique modernisé",
      title_en: "Power grid upgrade",
      client_name: "Énergie Nord",
      client_industry_fr: "Énergie",
      client_industry_en: "Utilities",
    });
    const titles = async (q: string) =>
      (await list(`/admin/case-studies?q=${encodeURIComponent(q)}`, adminCookie)).data?.list.studies.map(
        (s) => s.title_en,
      );
    expect(await titles("reseau ELECTRIQUE")).toEqual(["Power grid upgrade"]);
    expect(await titles("power grid")).toEqual(["Power grid upgrade"]);
    expect(await titles("energie nord")).toEqual(["Power grid upgrade"]);
    expect(await titles("utilities")).toEqual(["Power grid upgrade"]);
    expect(await titles("banque")).toEqual(["An agile bank"]);
    expect(await titles("banking")).toEqual(["An agile bank"]);
    expect(await titles("horizon")).toEqual(["An agile bank"]);
    expect(await titles("100%_")).toEqual([]);
    const all = await list("/admin/case-studies", adminCookie);
    // Newest first, with how many metrics and images each holds.
    expect(all.data?.list.studies[0]).toMatchObject({ title_en: "Power grid upgrade", metrics: 1, images: 1 });
    expect(all.data?.list.total).toBe(3);
  });

  it("deletes one after its metrics and images (cascade), gone from the public page; 404 when already gone", async () => {
    const row = await studyTitled("An agile bank");
    const deleted = await post({ intent: "delete", id: row.id }, adminCookie);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/case-studies");
    expect(await studyTitled("An agile bank")).toBeUndefined();
    expect(await storedChildren(row.id)).toEqual({ metrics: [], images: [] });
    expect((await publicPage("en", "agile bank"))?.list.studies).toEqual([]);
    const again = await post({ intent: "delete", id: row.id }, adminCookie);
    expect(again.status).toBe(404);
    expect(again.data?.formError).toBe("admin.case_studies.error.delete");
    const entries = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update"]);
  });
});
