// /admin/certifications through the real route loader and action over a real database: who may
// see and write, the form's rules (name required, link an http(s) address, logo a recorded
// certification upload; blanks as NULL; a refusal answers the typed values back), a new one at
// count + 1, the list and its search, the reorder, hiding and showing from the card, deleting
// (each write audited), and the public pages (the home page and a course page) showing the active
// ones in the back office's order at the next request.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, certifications } from "#db/schema";
import { action, loader } from "~/routes/admin/certifications";
import { loader as courseLoader } from "~/routes/public/course";
import { loader as homeLoader } from "~/routes/public/home";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCertification,
  createCourse,
  createUser,
  makeRequest,
  recordUploads,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok?: boolean;
  toast?: string;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
  data?: { id?: string };
};
type ListData = Awaited<ReturnType<typeof loader>>;
type HomeData = Awaited<ReturnType<typeof homeLoader>>;
type CourseData = Awaited<ReturnType<typeof courseLoader>>;

const list = (search = "", cookie?: string) =>
  callRoute<ListData>(loader, makeRequest(`/admin/certifications${search}`, { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/certifications", { form, cookie }));

const LOGO = "/uploads/certifications/certification-1-abcdef-logo.png";

const valid = {
  name: "Qualiopi",
  description_fr: "Actions de formation",
  description_en: "Training actions",
  logo_url: LOGO,
  link_url: "https://certifier.example.org/qualiopi",
  is_active: "on",
};

const stored = () =>
  db().select().from(certifications).orderBy(asc(certifications.display_order), asc(certifications.id));

const entries = (id: string) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, "certification"), eq(audit_log.entity_id, id)))
    .orderBy(asc(audit_log.created_at));

describe("back office: certifications", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    await recordUploads("certification-logo", LOGO);
    // Another screen's logo, uploaded for real: not a certification's.
    await recordUploads("client-logo", "/uploads/clients/client-1-abcdef-logo.png");
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    const certification = await createCertification({ name: "Gardée" });
    expect((await list()).location).toMatch(/^\/login/);
    expect((await list("", memberCookie)).location).toBe("/");
    expect((await post({ intent: "create", ...valid })).status).toBe(401);
    expect((await post({ intent: "create", ...valid }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "deactivate", id: certification.id }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "delete", id: certification.id }, memberCookie)).status).toBe(403);
    expect((await post({ intent: "reorder", "ids[]": [certification.id] }, memberCookie)).status).toBe(403);
    expect(await stored()).toHaveLength(1);
    await db().delete(certifications);
  });

  it("refuses a missing name, a link that is not http(s) and a logo that is not its upload, keeping what was typed", async () => {
    const empty = await post({ intent: "create", name: "  " }, adminCookie);
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({ name: "admin.certifications.validation.name_required" });

    const bad = await post(
      {
        intent: "create",
        ...valid,
        link_url: "javascript:alert(1)",
        logo_url: "/uploads/clients/client-1-abcdef-logo.png",
      },
      adminCookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toEqual({ link_url: "admin.certifications.validation.link_invalid" });
    // The form shows back everything typed, the refused fields too.
    expect(bad.data?.values).toMatchObject({
      name: "Qualiopi",
      description_fr: "Actions de formation",
      description_en: "Training actions",
      link_url: "javascript:alert(1)",
    });
    for (const link_url of ["certifier.example.org", "ftp://certifier.example.org/x"]) {
      expect((await post({ intent: "create", ...valid, link_url }, adminCookie)).data?.errors).toEqual({
        link_url: "admin.certifications.validation.link_invalid",
      });
    }
    // A logo is a recorded certification upload, exactly: not another screen's, nor an unknown file.
    for (const logo_url of [
      "/uploads/clients/client-1-abcdef-logo.png",
      "/uploads/certifications/certification-never-uploaded.png",
      "https://cdn.example/qualiopi.png",
    ]) {
      const refused = await post({ intent: "create", ...valid, logo_url }, adminCookie);
      expect(refused.status).toBe(400);
      expect(refused.data?.errors).toEqual({ logo_url: "admin.certifications.validation.logo_invalid" });
    }
    const long = await post({ intent: "create", ...valid, description_en: "x".repeat(301) }, adminCookie);
    expect(long.data?.errors).toEqual({ description_en: "admin.certifications.validation.too_long|max=300" });
    expect(await stored()).toHaveLength(0);
  });

  it("adds certifications at count + 1, blanks as NULL, each creation audited", async () => {
    const first = await post({ intent: "create", ...valid }, adminCookie);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, toast: "admin.certifications.success.created" });
    const [row] = await stored();
    expect(row).toMatchObject({ ...valid, is_active: true, display_order: 1 });
    const [entry] = await entries(row.id);
    expect(entry).toMatchObject({ action: "create", entity_label: "Qualiopi" });

    const bare = await post({ intent: "create", name: "PMI ATP", description_fr: " ", is_active: "on" }, adminCookie);
    expect(bare.status).toBe(200);
    await post({ intent: "create", ...valid, name: "ISO 9001", logo_url: "" }, adminCookie);
    expect((await stored()).map((c) => [c.name, c.display_order])).toEqual([
      ["Qualiopi", 1],
      ["PMI ATP", 2],
      ["ISO 9001", 3],
    ]);
    expect((await stored())[1]).toMatchObject({
      description_fr: null,
      description_en: null,
      logo_url: null,
      link_url: null,
    });
  });

  it("lists in order with the hidden ones, searches, reorders (audited) and refuses a stale order", async () => {
    const answer = await list("", adminCookie);
    expect(answer.status).toBe(200);
    expect(answer.data?.certifications.map((c) => c.name)).toEqual(["Qualiopi", "PMI ATP", "ISO 9001"]);
    expect(answer.data?.hasLoadError).toBe(false);
    expect((await list("?q=training", adminCookie)).data?.certifications.map((c) => c.name)).toEqual([
      "Qualiopi",
      "ISO 9001",
    ]);
    expect((await list("?q=PMI", adminCookie)).data?.certifications.map((c) => c.name)).toEqual(["PMI ATP"]);

    const [a, b, c] = await stored();
    const moved = await post({ intent: "reorder", "ids[]": [c.id, a.id, b.id] }, adminCookie);
    expect(moved.status).toBe(200);
    expect((await stored()).map((row) => [row.id, row.display_order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const [reordered] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "certification"), eq(audit_log.action, "reorder")));
    expect(reordered).toBeDefined();
    const stale = await post({ intent: "reorder", "ids[]": [a.id, b.id] }, adminCookie);
    expect(stale.status).toBe(409);
    expect(stale.data?.formError).toBe("admin.reorder.error.stale");
  });

  it("shows the active ones on the home page and on a course page, in order, in the reader's language", async () => {
    const home = async (lang: "fr" | "en") =>
      (await callRoute<HomeData>(homeLoader, makeRequest(`/?lang=${lang}`))).data?.certifications;
    const course = await createCourse();
    const coursePage = async (lang: "fr" | "en") =>
      (
        await callRoute<CourseData>(courseLoader, makeRequest(`/formations/${course.slug}?lang=${lang}`), {
          params: { slug: course.slug },
        })
      ).data?.certifications;

    expect((await home("fr"))?.map((c) => c.name)).toEqual(["ISO 9001", "Qualiopi", "PMI ATP"]);
    expect((await home("en"))?.find((c) => c.name === "Qualiopi")).toMatchObject({
      description: "Training actions",
      logo_url: LOGO,
      link_url: valid.link_url,
    });
    expect(await coursePage("fr")).toEqual(await home("fr"));

    // Hidden from its card: gone from both pages at the next request, still listed in the back office.
    const [, qualiopi] = await stored();
    const off = await post({ intent: "deactivate", id: qualiopi.id }, adminCookie);
    expect(off.status).toBe(200);
    expect(off.data?.toast).toBe("admin.certifications.success.deactivated");
    expect((await home("en"))?.map((c) => c.name)).toEqual(["ISO 9001", "PMI ATP"]);
    expect((await coursePage("en"))?.map((c) => c.name)).toEqual(["ISO 9001", "PMI ATP"]);
    expect((await list("", adminCookie)).data?.certifications.find((c) => c.id === qualiopi.id)).toMatchObject({
      is_active: false,
    });
    // Hiding what is hidden changes nothing and records nothing.
    expect((await post({ intent: "deactivate", id: qualiopi.id }, adminCookie)).status).toBe(200);
    const on = await post({ intent: "reactivate", id: qualiopi.id }, adminCookie);
    expect(on.data?.toast).toBe("admin.certifications.success.reactivated");
    expect((await home("fr"))?.map((c) => c.name)).toEqual(["ISO 9001", "Qualiopi", "PMI ATP"]);
    expect((await entries(qualiopi.id)).map((entry) => entry.action)).toEqual(["create", "deactivate", "reactivate"]);

    // Unticked in the editor: hidden too; an unknown id is a 404, not a 500.
    const { is_active: _active, ...unticked } = valid;
    const edited = await post({ intent: "update", id: qualiopi.id, ...unticked, name: "Qualiopi (2025)" }, adminCookie);
    expect(edited.data?.toast).toBe("admin.certifications.success.updated");
    expect((await home("fr"))?.map((c) => c.name)).toEqual(["ISO 9001", "PMI ATP"]);
    const [updated] = await entries(qualiopi.id).then((rows) => rows.filter((row) => row.action === "update"));
    expect(updated).toMatchObject({ entity_label: "Qualiopi (2025)" });
    expect(updated.changes).toMatchObject({ name: { before: "Qualiopi", after: "Qualiopi (2025)" } });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await post({ intent: "update", id, ...valid }, adminCookie)).status).toBe(404);
      expect((await post({ intent: "reactivate", id }, adminCookie)).status).toBe(404);
    }
  });

  it("deletes after the card's confirmation: back to the list, audited, gone from the pages", async () => {
    const [iso] = await stored();
    const deleted = await post({ intent: "delete", id: iso.id }, adminCookie);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/certifications");
    expect(await db().select().from(certifications).where(eq(certifications.id, iso.id))).toEqual([]);
    expect((await entries(iso.id)).map((entry) => entry.action)).toEqual(["create", "delete"]);
    const home = await callRoute<HomeData>(homeLoader, makeRequest("/?lang=fr"));
    expect(home.data?.certifications.map((c) => c.name)).toEqual(["PMI ATP"]);
    const again = await post({ intent: "delete", id: iso.id }, adminCookie);
    expect(again.status).toBe(404);
    expect(again.data?.formError).toBe("admin.certifications.error.delete");
  });
});
