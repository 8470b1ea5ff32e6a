// /admin/trainers through its real loader and action: the list (teachers only, by name,
// searched accent- and case-insensitively, paged), a trainer created as an invited teacher
// account (the invitation in their language in the outbox), the form's rules, an edit, and
// deactivation (never a deletion) taking the trainer off the public directory and the
// session editor's instructors and ending their sessions; reactivation; the audit entries.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit_log, email_outbox, users } from "#db/schema";
import { action, loader } from "~/routes/admin/trainers";
import { loader as publicTrainersLoader } from "~/routes/public/trainers";
import { getSessionUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { listSessionEditorOptions } from "~/sessions/admin-sessions.server";
import { useTestDatabase } from "../db";
import { createTeacher, createUser, makeRequest, seedReferenceData, sessionCookie } from "../factories";
import { callRoute } from "../route";

type Answer = {
  ok: boolean;
  errors?: Record<string, string>;
  formError?: string;
  toast?: string;
  data?: { id: string };
};
type Listing = Awaited<ReturnType<typeof loader>>;
type Directory = Awaited<ReturnType<typeof publicTrainersLoader>>;

let admin: { id: string; email: string; cookie: string };

const post = (form: Record<string, string>) =>
  callRoute<Answer>(action, makeRequest("/admin/trainers", { form, cookie: admin.cookie }));
const list = async (search = "") =>
  (await callRoute<Listing>(loader, makeRequest(`/admin/trainers${search}`, { cookie: admin.cookie }))).data as Listing;
const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
const auditOf = (id: string) => db().select().from(audit_log).where(eq(audit_log.entity_id, id));
const publicTrainerIds = async () =>
  ((await callRoute<Directory>(publicTrainersLoader, makeRequest("/trainers"))).data as Directory).trainers.map(
    (trainer) => trainer.id,
  );
const instructorIds = async () => (await listSessionEditorOptions("fr")).instructors.map((i) => i.id);
const isSignedIn = async (cookie: string) =>
  (await getSessionUser(new Request("http://localhost/", { headers: { cookie } }))) !== null;

const trainerForm = (fields: Record<string, string> = {}) => ({
  intent: "create",
  full_name: "Hélène Dupré",
  email: "helene.dupre@example.com",
  phone: "+33 1 23 45 67 89",
  company: "Dupré Conseil",
  position_fr: "Consultante senior",
  position_en: "",
  bio_fr: "Vingt ans de conduite du changement.",
  bio_en: " ",
  website: "https://dupre.example.com",
  linkedin: "https://www.linkedin.com/in/helene-dupre",
  specialties_fr: " Leadership, , Conduite du changement ,leadership",
  specialties_en: "",
  language: "en",
  is_active: "on",
  ...fields,
});

describe("/admin/trainers", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
    const user = await createUser({ role: "admin", email: "trainers-admin@example.com" });
    admin = { ...user, cookie: await sessionCookie(user) };
  });

  it("lists teachers only, by name, searched on name and e-mail without accents or case, paged", async () => {
    const zelie = await createTeacher("Zélie Martin");
    const bruno = await createTeacher("Bruno Zola");
    await createUser({ email: "zorro-member@example.com", fullName: "Zorro Membre" });
    const found = await list("?q=z");
    expect(found.list.trainers.map((t) => t.id)).toEqual([bruno.id, zelie.id]);
    expect((await list("?q=ZELIE")).list.trainers.map((t) => t.id)).toEqual([zelie.id]);
    expect((await list(`?q=${encodeURIComponent(bruno.email.toUpperCase())}`)).list.trainers.map((t) => t.id)).toEqual([
      bruno.id,
    ]);
    expect(found.list.size).toBe(10);
    const paged = await list("?size=25&page=1");
    expect(paged.list.size).toBe(25);
    expect(paged.list.trainers.every((t) => t.email !== "zorro-member@example.com")).toBe(true);
    // A size not offered falls back to the default.
    expect((await list("?size=7")).list.size).toBe(10);
  });

  it("creates a teacher account with the trainer's profile and invites them in their language", async () => {
    const answer = await post(trainerForm({ email: " Helene.Dupre@Example.com " }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, toast: "admin.trainers.success.created" });
    const row = await userRow("helene.dupre@example.com");
    expect(row).toMatchObject({
      role: "teacher",
      language: "en",
      full_name: "Hélène Dupré",
      company: "Dupré Conseil",
      website: "https://dupre.example.com",
      position: "Consultante senior",
      bio: "Vingt ans de conduite du changement.",
      specialties: ["Leadership", "Conduite du changement"],
      // Blank English texts are absent (decision 012): English pages show the French ones.
      position_en: null,
      bio_en: null,
      specialties_en: [],
      is_active: true,
      email_verified: false,
    });
    const [mail] = await db().select().from(email_outbox).where(eq(email_outbox.to, "helene.dupre@example.com"));
    expect(mail.subject).toMatch(/account is ready/);
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+&lang=en/);
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({ action: "create", entity_type: "trainer", actor_id: admin.id });
    expect(entry.changes).toMatchObject({
      role: { before: null, after: "teacher" },
      company: { after: "Dupré Conseil" },
    });
    expect(JSON.stringify(entry.changes)).not.toMatch(/password/i);

    // Shown at once on the public directory and among the session editor's instructors.
    expect(await publicTrainerIds()).toContain(row.id);
    expect(await instructorIds()).toContain(row.id);
    const [card] = (await list("?q=dupre")).list.trainers;
    expect(card).toMatchObject({ id: row.id, specialties: ["Leadership", "Conduite du changement"] });
  });

  it("refuses a missing name or e-mail, bad URLs, too many specialties, and an address already in use", async () => {
    const missing = await post(trainerForm({ full_name: " ", email: "" }));
    expect(missing.status).toBe(400);
    expect(missing.data?.errors).toMatchObject({
      full_name: "admin.trainers.validation.name_required",
      email: "admin.trainers.validation.email_required",
    });
    const urls = await post(trainerForm({ email: "urls@example.com", website: "javascript:alert(1)", linkedin: "x" }));
    expect(urls.data?.errors).toEqual({
      website: "admin.trainers.validation.url_invalid",
      linkedin: "admin.trainers.validation.url_invalid",
    });
    const many = Array.from({ length: 21 }, (_, i) => `Sujet ${i}`).join(", ");
    const specialties = await post(trainerForm({ email: "many@example.com", specialties_fr: many }));
    expect(specialties.data?.errors).toEqual({ specialties_fr: "admin.trainers.validation.too_many_specialties" });
    // The English fields have the same bounds, refused under their own names (the English tab).
    const english = await post(
      trainerForm({ email: "many@example.com", specialties_en: many, position_en: "x".repeat(161) }),
    );
    expect(english.data?.errors).toEqual({
      specialties_en: "admin.trainers.validation.too_many_specialties",
      position_en: "admin.trainers.validation.too_long|max=160",
    });
    const taken = await post(trainerForm({ email: admin.email.toUpperCase() }));
    expect(taken.status).toBe(400);
    expect(taken.data?.errors).toEqual({ email: "admin.trainers.validation.email_taken" });
    for (const email of ["urls@example.com", "many@example.com"]) expect(await userRow(email)).toBeUndefined();
    expect(await db().select().from(email_outbox).where(eq(email_outbox.to, admin.email))).toEqual([]);
  });

  it("saves the English position, bio and specialties, which English readers of /trainers get", async () => {
    const trainer = await createTeacher("Inès Bilingue");
    const edit = (fields: Record<string, string>) =>
      post({
        ...trainerForm({ intent: "update", id: trainer.id, full_name: "Inès Bilingue", email: trainer.email }),
        ...fields,
      });
    const answer = await edit({
      position_en: " Senior consultant ",
      bio_en: "Twenty years of change management.",
      specialties_en: "Leadership, , Change management, leadership",
    });
    expect(answer.data).toMatchObject({ ok: true, toast: "admin.trainers.success.updated" });
    const [row] = await db().select().from(users).where(eq(users.id, trainer.id));
    expect(row).toMatchObject({
      position: "Consultante senior",
      position_en: "Senior consultant",
      bio_en: "Twenty years of change management.",
      specialties: ["Leadership", "Conduite du changement"],
      specialties_en: ["Leadership", "Change management"],
    });
    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, trainer.id), eq(audit_log.action, "update")));
    expect(entry.changes).toMatchObject({
      position_en: { before: null, after: "Senior consultant" },
      specialties_en: { before: [], after: ["Leadership", "Change management"] },
    });
    // The admin list carries both languages for the editor's tabs.
    const [listed] = (await list("?q=bilingue")).list.trainers;
    expect(listed).toMatchObject({
      position_en: "Senior consultant",
      specialties_en: ["Leadership", "Change management"],
    });

    const card = async (lang: "fr" | "en") =>
      (
        (await callRoute<Directory>(publicTrainersLoader, makeRequest(`/trainers?lang=${lang}`))).data as Directory
      ).trainers.find((t) => t.id === trainer.id);
    expect(await card("en")).toMatchObject({
      position: "Senior consultant",
      bio: "Twenty years of change management.",
      specialties: ["Leadership", "Change management"],
    });
    expect(await card("fr")).toMatchObject({
      position: "Consultante senior",
      bio: "Vingt ans de conduite du changement.",
      specialties: ["Leadership", "Conduite du changement"],
    });

    // English emptied: NULL and an empty list again, and English readers get the French texts.
    expect((await edit({ position_en: "", bio_en: "  ", specialties_en: " , " })).status).toBe(200);
    const [cleared] = await db().select().from(users).where(eq(users.id, trainer.id));
    expect(cleared).toMatchObject({ position_en: null, bio_en: null, specialties_en: [] });
    expect(await card("en")).toMatchObject({
      position: "Consultante senior",
      bio: "Vingt ans de conduite du changement.",
      specialties: ["Leadership", "Conduite du changement"],
    });
  });

  it("creates an inactive trainer without an invitation, and invites once reactivated", async () => {
    const answer = await post(trainerForm({ email: "later@example.com", is_active: "" }));
    expect(answer.status).toBe(200);
    const row = await userRow("later@example.com");
    expect(row.is_active).toBe(false);
    expect(await db().select().from(email_outbox).where(eq(email_outbox.to, "later@example.com"))).toEqual([]);
    expect(await publicTrainerIds()).not.toContain(row.id);
    expect((await post({ intent: "invite", id: row.id })).data?.formError).toBe("admin.trainers.error.inactive");
    expect((await post({ intent: "reactivate", id: row.id })).status).toBe(200);
    const invite = await post({ intent: "invite", id: row.id });
    expect(invite.data).toMatchObject({ ok: true, toast: "admin.trainers.success.invited" });
    // The reactivation's notice (issue 24 §6), then the invitation.
    const mails = await db().select().from(email_outbox).where(eq(email_outbox.to, "later@example.com"));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Your Formatio account is ready",
      "Your account on Formatio is active again",
    ]);
  });

  it("edits a trainer: changed fields audited, a new address unproven, another's address refused", async () => {
    const trainer = await createTeacher("Marc Ancien");
    await db().update(users).set({ email_verified: true }).where(eq(users.id, trainer.id));
    const edit = (fields: Record<string, string>) =>
      post({
        ...trainerForm({ intent: "update", id: trainer.id, full_name: "Marc Nouveau", email: trainer.email }),
        ...fields,
      });
    const answer = await edit({ specialties_fr: "Excel, Power BI" });
    expect(answer.data).toMatchObject({ ok: true, toast: "admin.trainers.success.updated" });
    const [row] = await db().select().from(users).where(eq(users.id, trainer.id));
    expect(row).toMatchObject({ full_name: "Marc Nouveau", specialties: ["Excel", "Power BI"], email_verified: true });
    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, trainer.id), eq(audit_log.action, "update")));
    expect(entry.entity_type).toBe("trainer");
    expect(entry.changes).toMatchObject({
      full_name: { before: "Marc Ancien", after: "Marc Nouveau" },
      specialties: { before: [], after: ["Excel", "Power BI"] },
    });
    expect(entry.changes).not.toHaveProperty("email");

    expect((await edit({ email: admin.email })).data?.errors).toEqual({
      email: "admin.trainers.validation.email_taken",
    });
    expect(await edit({ email: "marc.new@example.com" })).toMatchObject({ status: 200 });
    const [moved] = await db().select().from(users).where(eq(users.id, trainer.id));
    expect(moved).toMatchObject({ email: "marc.new@example.com", email_verified: false });

    // Not a trainer (an administrator, or no one): not found, nothing written.
    const notTrainer = await post({ ...trainerForm({ intent: "update", id: admin.id }) });
    expect(notTrainer.status).toBe(404);
    expect(notTrainer.data?.formError).toBe("admin.trainers.error.not_found");
    expect((await db().select().from(users).where(eq(users.id, admin.id)))[0].full_name).not.toBe("Hélène Dupré");
  });

  it("deactivates without deleting: off the public page and the instructors, signed out; reactivates", async () => {
    const user = await createUser({ role: "teacher", fullName: "Paul Sortant" });
    const cookie = await sessionCookie(user);
    expect(await publicTrainerIds()).toContain(user.id);
    expect(await instructorIds()).toContain(user.id);

    const answer = await post({ intent: "deactivate", id: user.id });
    expect(answer.data).toMatchObject({ ok: true, toast: "admin.trainers.success.deactivated" });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ is_active: false, role: "teacher" });
    expect(await publicTrainerIds()).not.toContain(user.id);
    expect(await instructorIds()).not.toContain(user.id);
    expect(await isSignedIn(cookie)).toBe(false);
    // Still on the admin list, marked inactive, and found by the status filter.
    const inactive = (await list("?q=sortant&status=inactive")).list.trainers;
    expect(inactive.map((t) => [t.id, t.is_active])).toEqual([[user.id, false]]);
    expect((await list("?q=sortant&status=active")).list.trainers).toEqual([]);

    // Deactivating again changes nothing and records nothing.
    expect((await post({ intent: "deactivate", id: user.id })).status).toBe(200);
    expect((await post({ intent: "reactivate", id: user.id })).data).toMatchObject({
      ok: true,
      toast: "admin.trainers.success.reactivated",
    });
    expect(await publicTrainerIds()).toContain(user.id);
    expect(await instructorIds()).toContain(user.id);
    expect((await auditOf(user.id)).map((e) => [e.action, e.entity_type, e.changes])).toEqual([
      ["deactivate", "trainer", { is_active: { before: true, after: false } }],
      ["reactivate", "trainer", { is_active: { before: false, after: true } }],
    ]);

    // Unticking "active" in the edit form is a deactivation too: sessions end.
    const again = await sessionCookie(user);
    const edit = await post({
      ...trainerForm({ intent: "update", id: user.id, full_name: "Paul Sortant", email: user.email }),
      is_active: "",
    });
    expect(edit.status).toBe(200);
    expect(await isSignedIn(again)).toBe(false);
    expect(await publicTrainerIds()).not.toContain(user.id);
  });

  it("never deletes, and refuses an unknown trainer", async () => {
    const trainer = await createTeacher();
    const remove = await post({ intent: "delete", id: trainer.id });
    expect(remove.status).toBe(400);
    expect(remove.data?.formError).toBe("admin.trainers.error.save");
    expect(await db().select().from(users).where(eq(users.id, trainer.id))).toHaveLength(1);
    const unknown = await post({ intent: "deactivate", id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.data?.formError).toBe("admin.trainers.error.not_found");
  });

  it("searches for % and _ as themselves", async () => {
    expect((await list("?q=%25")).list.trainers).toEqual([]);
    expect((await list("?q=_")).list.trainers).toEqual([]);
  });
});
