// Issue 29 point 3, the improvement log (delivery.md §6: source → analysis → action → owner →
// due date → checked) through /admin/improvements' real loader and action and its workbook, on
// a real database: the lists of values agree with the database's; an entry is created (checked
// references, a staff owner), edited, deleted, each audited; its state on a simulated day
// (planned, overdue, checked) filters the list; an entry drawn from an incident starts from it;
// the export reads back; the "surveys" module decides who keeps the log.
import { and, eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  audit_log,
  IMPROVEMENT_SOURCES,
  INCIDENT_SOURCES,
  INCIDENT_STATUSES,
  improvements,
  permissions,
} from "#db/schema";
import type { ActionData } from "~/forms/action-data";
import {
  type AdminImprovementPage,
  type AdminImprovementRow,
  IMPROVEMENT_SOURCE_NAMES,
  type ImprovementDraft,
  INCIDENT_SOURCE_NAMES,
  INCIDENT_STATUS_NAMES,
} from "~/quality/admin-schema";
import { openIncident } from "~/quality/incidents.server";
import { action, loader } from "~/routes/admin/improvements";
import { loader as exportLoader } from "~/routes/admin/improvements-export";
import { setClock } from "~/server/clock.server";
import { db, inTransaction } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createCourse,
  createSession,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { callRoute, routeArgs } from "../route";

type Page = {
  list: AdminImprovementPage;
  edit: string | null;
  editing: AdminImprovementRow | null;
  draft: ImprovementDraft | null;
  isEditMissing: boolean;
  choices: { owners: { id: string; name: string }[]; incidents: { id: string }[] };
};

const useDay = (day: string) => setClock({ now: () => new Date(`${day}T12:00:00Z`).getTime(), sleep: async () => {} });

describe("the improvement log (issue 29)", () => {
  useTestDatabase();
  let adminCookie = "";
  let enAdminCookie = "";
  let operatorCookie = "";
  let ownerId = "";
  let memberId = "";
  let courseId = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    enAdminCookie = await sessionCookie(await createUser({ role: "admin", language: "en" }));
    operatorCookie = await sessionCookie(await createUser({ role: "operator" }));
    ownerId = (await createUserRow({ full_name: "Olivia Owner", role: "operator" })).id;
    memberId = (await createUserRow({ full_name: "Martin Member", role: "member" })).id;
    courseId = (await createCourse({ title_fr: "Sécurité incendie", title_en: "Fire safety" })).id;
  });
  afterEach(() => setClock());

  const post = (form: Record<string, string>, cookie = adminCookie) =>
    callRoute<ActionData<{ id: string }>>(action as never, makeRequest("/admin/improvements", { form, cookie }));
  const load = async (query = "", cookie = adminCookie) =>
    callRoute<Page>(loader as never, makeRequest(`/admin/improvements${query}`, { cookie }));
  const entry = async (id: string) => (await db().select().from(improvements).where(eq(improvements.id, id)))[0];
  const base = { intent: "create", source: "survey", source_detail: "3 answers found the room too cold" };

  it("repeats the database's lists of sources and statuses", () => {
    expect([...IMPROVEMENT_SOURCE_NAMES]).toEqual([...IMPROVEMENT_SOURCES]);
    expect([...INCIDENT_SOURCE_NAMES]).toEqual([...INCIDENT_SOURCES]);
    expect([...INCIDENT_STATUS_NAMES]).toEqual([...INCIDENT_STATUSES]);
  });

  it("creates, edits and deletes an entry, checking its references, each write audited", async () => {
    const refused = await post({
      intent: "create",
      source: "gossip",
      source_detail: " ",
      owner_id: "nope",
      due_on: "2031-02-30",
      check_note: "Better",
    });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({
      source: "admin.improvements.validation.source_required",
      source_detail: "admin.improvements.validation.source_detail_required",
      owner_id: "admin.improvements.validation.owner_invalid",
      due_on: "admin.improvements.validation.date_invalid",
    });
    // The check's findings without its day.
    const noDay = await post({ ...base, check_note: "Better" });
    expect(noDay.data?.errors).toEqual({ checked_on: "admin.improvements.validation.checked_on_required" });
    // A member is no owner; a course or an incident must exist.
    const strangers = await post({
      ...base,
      owner_id: memberId,
      course_id: "00000000-0000-4000-8000-000000000000",
      incident_id: "00000000-0000-4000-8000-000000000001",
    });
    expect(strangers.status).toBe(400);
    expect(strangers.data?.errors).toEqual({
      owner_id: "admin.improvements.validation.owner_invalid",
      course_id: "admin.improvements.validation.course_invalid",
      incident_id: "admin.improvements.validation.incident_invalid",
    });

    const created = await post({
      ...base,
      course_id: courseId,
      analysis: "The heating is switched on at 9:00.",
      action: "Ask the venue to heat from 8:00.",
      owner_id: ownerId,
      due_on: "2031-03-01",
    });
    expect(created.status).toBe(200);
    expect(created.data?.toast).toBe("admin.improvements.success.created");
    const id = created.data?.data?.id as string;
    expect(await entry(id)).toMatchObject({
      source: "survey",
      course_id: courseId,
      owner_id: ownerId,
      due_on: "2031-03-01",
      checked_on: null,
      check_note: null,
    });

    const updated = await post({
      ...base,
      intent: "update",
      id,
      course_id: courseId,
      analysis: "The heating is switched on at 9:00.",
      action: "Ask the venue to heat from 8:00.",
      owner_id: ownerId,
      due_on: "2031-03-01",
      checked_on: "2031-03-15",
      check_note: "No complaint about the cold since.",
    });
    expect(updated.status).toBe(200);
    expect(await entry(id)).toMatchObject({
      checked_on: "2031-03-15",
      check_note: "No complaint about the cold since.",
    });

    const removed = await post({ intent: "delete", id });
    expect(removed.status).toBe(302);
    expect(await entry(id)).toBeUndefined();
    expect((await post({ intent: "delete", id })).status).toBe(404);
    const entries = await db()
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "improvement"), eq(audit_log.entity_id, id)))
      .orderBy(audit_log.created_at);
    expect(entries.map((row) => row.action)).toEqual(["create", "update", "delete"]);
  });

  it("judges each entry's state on the day: planned, overdue once its due date has passed, checked", async () => {
    await db().delete(improvements);
    const add = async (values: Record<string, string>) => (await post({ ...base, ...values })).data?.data?.id as string;
    const late = await add({ source_detail: "Late", due_on: "2031-06-01" });
    const ahead = await add({ source_detail: "Ahead", due_on: "2031-06-20", source: "audit" });
    const open = await add({ source_detail: "No date" });
    const checked = await add({ source_detail: "Checked", due_on: "2031-05-01", checked_on: "2031-05-02" });
    const dueToday = await add({ source_detail: "Due today", due_on: "2031-06-10" });

    useDay("2031-06-10");
    const ids = async (query: string) => (await load(query)).data?.list.improvements.map((row) => row.id).sort();
    expect(await ids("?status=overdue")).toEqual([late].sort());
    expect(await ids("?status=planned")).toEqual([ahead, open, dueToday].sort());
    expect(await ids("?status=checked")).toEqual([checked].sort());
    expect(await ids("?source=audit")).toEqual([ahead]);
    expect(await ids("?q=ahead")).toEqual([ahead]);
    const all = (await load()).data?.list;
    expect(all?.total).toBe(5);
    expect(Object.fromEntries(all?.improvements.map((row) => [row.source_detail, row.status]) ?? [])).toEqual({
      Late: "overdue",
      Ahead: "planned",
      "No date": "planned",
      Checked: "checked",
      "Due today": "planned",
    });
    // A fortnight later, what was ahead is overdue too.
    useDay("2031-06-24");
    expect(await ids("?status=overdue")).toEqual([late, ahead, dueToday].sort());

    const response = (await exportLoader(
      (await routeArgs(
        makeRequest("/admin/improvements/export.xlsx?status=overdue", { cookie: enAdminCookie }),
      )) as never,
    )) as Response;
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows[0]).toEqual([
      "Added on",
      "Source",
      "Observed",
      "Incident",
      "Course",
      "Analysis",
      "Action",
      "Owner",
      "Due on",
      "Checked on",
      "Check",
      "State",
    ]);
    expect(rows).toHaveLength(4);
    const lateRow = rows.find((row) => row[2] === "Late");
    expect(lateRow?.[1]).toBe("Satisfaction surveys");
    expect(lateRow?.[8]).toEqual(new Date("2031-06-01T00:00:00.000Z"));
    expect(lateRow?.[11]).toBe("Overdue");
    const french = (await exportLoader(
      (await routeArgs(
        makeRequest("/admin/improvements/export.xlsx?status=checked", { cookie: adminCookie }),
      )) as never,
    )) as Response;
    const frRows = await readSheet(Buffer.from(await french.arrayBuffer()));
    expect(frRows[0][0]).toBe("Ajoutée le");
    expect(frRows[1][11]).toBe("Vérifiée");
  });

  it("opens the editor on an entry, or on a new one drawn from an incident, by its address", async () => {
    const session = await createSession({ course_id: courseId });
    const incidentId = (await inTransaction(() =>
      openIncident(
        { source: "contact", summary: "Le formateur est arrivé en retard.", sessionId: session.id },
        Date.now(),
      ),
    )) as string;
    const drawn = (await load(`?edit=new&incident=${incidentId}`)).data;
    expect(drawn?.edit).toBe("new");
    expect(drawn?.draft).toEqual({
      source: "incident",
      source_detail: "Le formateur est arrivé en retard.",
      incident_id: incidentId,
      course_id: courseId,
    });
    expect(drawn?.choices.incidents.map((choice) => choice.id)).toContain(incidentId);
    expect(drawn?.choices.owners.map((owner) => owner.id)).toContain(ownerId);
    expect(drawn?.choices.owners.map((owner) => owner.id)).not.toContain(memberId);
    const created = await post({ ...base, source: "incident", incident_id: incidentId });
    const id = created.data?.data?.id as string;
    const editing = (await load(`?edit=${id}`)).data;
    expect(editing?.editing).toMatchObject({
      id,
      incident_id: incidentId,
      incident_summary: "Le formateur est arrivé en retard.",
    });
    expect(editing?.isEditMissing).toBe(false);
    expect((await load("?edit=00000000-0000-4000-8000-000000000000")).data?.isEditMissing).toBe(true);
    expect((await load("?edit=new&incident=nope")).data?.draft).toBeNull();
  });

  it("is kept by whoever holds the surveys module, and nobody else", async () => {
    const page = await load("", operatorCookie);
    expect({ status: page.status, location: page.location }).toEqual({ status: 302, location: "/" });
    expect((await post(base, operatorCookie)).status).toBe(403);
    const surveys = and(eq(permissions.role, "operator"), eq(permissions.module, "surveys"));
    await db().update(permissions).set({ can_view: true, can_create: true, can_edit: true }).where(surveys);
    try {
      expect((await load("", operatorCookie)).status).toBe(200);
      expect((await post(base, operatorCookie)).status).toBe(200);
      // Creating and editing only: the matrix's delete column stays off.
      const id = (await db().select({ id: improvements.id }).from(improvements).limit(1))[0].id;
      expect((await post({ intent: "delete", id }, operatorCookie)).status).toBe(403);
    } finally {
      await db().update(permissions).set({ can_view: false, can_create: false, can_edit: false }).where(surveys);
    }
  });
});
