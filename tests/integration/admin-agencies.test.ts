// /admin/agencies through the real route loader and action over a real database: who may see and
// write, the list by name with its search and photos, the form's rules (required fields, e-mail
// format, the time zone checked against Intl on the server, blanks stored as NULL), the photo
// gallery (display order = current count, at most 5 even when two adds race, reorder within one
// agency, delete), deleting an agency (its photos go, the messages naming it keep its name for
// the inbox), and an inactive agency leaving the public /agencies page and the contact form.
import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencies, agency_photos, audit_log, messages } from "#db/schema";
import { MAX_AGENCY_PHOTOS } from "~/agencies/admin-schema";
import { isTimeZone } from "~/agencies/time-zones";
import { action, loader } from "~/routes/admin/agencies";
import { loader as messagesLoader } from "~/routes/admin/messages";
import { loader as publicAgenciesLoader } from "~/routes/public/agencies";
import { action as contactAction, loader as contactLoader } from "~/routes/public/contact";
import { db } from "~/server/db.server";
import { useTestDatabase } from "../db";
import {
  createAgency,
  createMessage,
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
type PublicData = Awaited<ReturnType<typeof publicAgenciesLoader>>;
type ContactData = Awaited<ReturnType<typeof contactLoader>>;

const list = (search = "", cookie?: string) =>
  callRoute<ListData>(loader, makeRequest(`/admin/agencies${search}`, { cookie }));
const post = (form: Record<string, string | string[]>, cookie?: string) =>
  callRoute<Answer>(action, makeRequest("/admin/agencies", { form, cookie }));
const publicCities = async () =>
  ((await callRoute<PublicData>(publicAgenciesLoader, makeRequest("/agencies?lang=en"))).data?.groups ?? []).flatMap(
    (group) => group.items.map((agency) => agency.name),
  );

const valid = {
  name: "Formatio Lyon",
  manager_name: "Paul Girard",
  address: "12 quai Saint-Antoine",
  city: "Lyon",
  postal_code: "69002",
  country: "France",
  phone: "+33 4 00 00 00 00",
  email: "Lyon@Formatio.example",
  timezone: "Europe/Paris",
  is_active: "on",
};

const photo = (agencyId: string, n: number) => ({
  intent: "add_photo",
  agency_id: agencyId,
  url: `/uploads/agencies/agency-${n}.webp`,
  caption_fr: `Photo ${n}`,
  caption_en: "",
});

async function photosOf(agencyId: string) {
  return db()
    .select()
    .from(agency_photos)
    .where(eq(agency_photos.agency_id, agencyId))
    .orderBy(asc(agency_photos.display_order), asc(agency_photos.id));
}

describe("back office: agencies", () => {
  useTestDatabase();
  let adminCookie = "";
  let memberCookie = "";

  beforeAll(async () => {
    await seedReferenceData();
    adminCookie = await sessionCookie(await createUser({ role: "admin" }));
    memberCookie = await sessionCookie(await createUser({ role: "member" }));
    // The photos `photo(…, n)` sends, as the upload field would have recorded them.
    const numbers = Array.from({ length: 30 }, (_, n) => n);
    await recordUploads("agency-photo", ...numbers.map((n) => photo("", n).url));
  });

  it("sends visitors to sign in and members away, and refuses their writes", async () => {
    const agency = await createAgency({ name: "Gardée" });
    expect((await list()).location).toMatch(/^\/login/);
    expect((await list("", memberCookie)).location).toBe("/");
    expect((await post({ intent: "create", ...valid })).status).toBe(401);
    const forms: Record<string, string>[] = [
      { intent: "create", ...valid },
      { intent: "delete", id: agency.id },
      photo(agency.id, 1),
      { intent: "delete_photo", id: agency.id },
    ];
    for (const form of forms) {
      expect((await post(form, memberCookie)).status).toBe(403);
    }
    expect(await db().select().from(agencies)).toHaveLength(1);
    expect(await photosOf(agency.id)).toHaveLength(0);
    await db().delete(agencies);
  });

  it("checks the form: the five required fields, the e-mail's format and a known time zone", async () => {
    const empty = await post({ intent: "create", name: " ", email: "nope", timezone: "Mars/Olympus" }, adminCookie);
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({
      name: "admin.agencies.validation.name_required",
      manager_name: "admin.agencies.validation.manager_required",
      address: "admin.agencies.validation.address_required",
      city: "admin.agencies.validation.city_required",
      country: "admin.agencies.validation.country_required",
      email: "admin.agencies.validation.email_invalid",
      timezone: "admin.agencies.validation.timezone_invalid",
    });
    // What was typed comes back, so the dialog keeps it.
    expect(empty.data?.values).toMatchObject({ email: "nope", timezone: "Mars/Olympus" });
    for (const timezone of ["utc", "europe/paris", "Europe/Paris; drop table", "+01:00"]) {
      const refused = await post({ intent: "create", ...valid, timezone }, adminCookie);
      expect(refused.data?.errors, timezone).toEqual({ timezone: "admin.agencies.validation.timezone_invalid" });
    }
    expect(await db().select().from(agencies)).toHaveLength(0);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Africa/Dakar")).toBe(true);
  });

  it("adds an agency (its country's zone by default, blanks as NULL, e-mail in lower case), audited", async () => {
    const created = await post(
      { intent: "create", ...valid, postal_code: " ", phone: "", timezone: "", email: "", country: "Sénégal" },
      adminCookie,
    );
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ok: true, toast: "admin.agencies.success.created" });
    const [row] = await db().select().from(agencies);
    expect(row).toMatchObject({
      name: "Formatio Lyon",
      // No zone sent: the country's, not UTC.
      timezone: "Africa/Dakar",
      postal_code: null,
      phone: null,
      email: null,
      is_active: true,
    });
    const edited = await post({ intent: "update", id: row.id, ...valid }, adminCookie);
    expect(edited.status).toBe(200);
    const [after] = await db().select().from(agencies).where(eq(agencies.id, row.id));
    expect(after).toMatchObject({ email: "lyon@formatio.example", timezone: "Europe/Paris", postal_code: "69002" });
    const entries = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "update"]);
    // A country without a known zone, and no zone sent at all (a form without the chooser): UTC.
    const { timezone: _, ...withoutZone } = valid;
    const elsewhere = await post(
      { intent: "create", ...withoutZone, name: "Formatio Atlantis", country: "Atlantis" },
      adminCookie,
    );
    expect(elsewhere.status).toBe(200);
    const [atlantis] = await db().select().from(agencies).where(eq(agencies.name, "Formatio Atlantis"));
    expect(atlantis.timezone).toBe("UTC");
    // A zone chosen by hand wins over the country's.
    await post({ intent: "create", ...valid, name: "Formatio Paris", timezone: "America/Toronto" }, adminCookie);
    const [paris] = await db().select().from(agencies).where(eq(agencies.name, "Formatio Paris"));
    expect(paris.timezone).toBe("America/Toronto");
    await db()
      .delete(agencies)
      .where(inArray(agencies.name, ["Formatio Atlantis", "Formatio Paris"]));
  });

  it("lists every agency by name (inactive ones too) with its photos, and searches in SQL", async () => {
    await createAgency({ name: "Zeta Dakar", city: "Dakar", country: "Senegal", is_active: false });
    const alpha = await createAgency({ name: "alpha Montréal", city: "Montréal", country: "Canada" }, [
      { url: "/demo/b.jpg", display_order: 1 },
      { url: "/demo/a.jpg", display_order: 0 },
    ]);
    const answer = await list("", adminCookie);
    expect(answer.status).toBe(200);
    expect(answer.data?.list.agencies.map((agency) => agency.name)).toEqual([
      "alpha Montréal",
      "Formatio Lyon",
      "Zeta Dakar",
    ]);
    expect(answer.data?.list.agencies[2].is_active).toBe(false);
    expect(answer.data?.list.agencies[0].photos.map((p) => p.url)).toEqual(["/demo/a.jpg", "/demo/b.jpg"]);
    // Accent- and case-insensitive, on name, city, country and manager.
    const found = await list("?q=MONTREAL", adminCookie);
    expect(found.data?.list.agencies.map((agency) => agency.id)).toEqual([alpha.id]);
    expect((await list("?q=senegal", adminCookie)).data?.list.total).toBe(1);
    expect((await list("?q=nowhere", adminCookie)).data?.list.agencies).toEqual([]);
    // One page at a time.
    const paged = await list("?size=10&page=2", adminCookie);
    expect(paged.data?.list).toMatchObject({ page: 1, total: 3 });
  });

  it("adds photos at the current count, refuses a sixth, and lets only one of two racing adds take the fifth", async () => {
    const agency = await createAgency({ name: "Galerie" });
    for (let n = 0; n < MAX_AGENCY_PHOTOS - 1; n += 1) {
      const added = await post(photo(agency.id, n), adminCookie);
      expect(added.status).toBe(200);
      expect(added.data?.toast).toBe("admin.agencies.photos.success.added");
    }
    expect((await photosOf(agency.id)).map((row) => row.display_order)).toEqual([0, 1, 2, 3]);
    const [first] = await photosOf(agency.id);
    expect(first).toMatchObject({ caption_fr: "Photo 0", caption_en: null });

    // Two adds at once for the last place: one wins, the other is refused with max_photos.
    const race = await Promise.all([post(photo(agency.id, 10), adminCookie), post(photo(agency.id, 11), adminCookie)]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(race.find((answer) => answer.status === 409)?.data?.formError).toBe(
      "admin.agencies.photos.error.max_photos",
    );
    const five = await photosOf(agency.id);
    expect(five).toHaveLength(MAX_AGENCY_PHOTOS);
    expect(five.map((row) => row.display_order)).toEqual([0, 1, 2, 3, 4]);

    const sixth = await post(photo(agency.id, 6), adminCookie);
    expect(sixth.status).toBe(409);
    expect(sixth.data).toMatchObject({ ok: false, formError: "admin.agencies.photos.error.max_photos" });
    expect(sixth.data?.values?.caption_fr).toBe("Photo 6");
    expect(await photosOf(agency.id)).toHaveLength(MAX_AGENCY_PHOTOS);

    // Many at once on an empty gallery: still five, at distinct places.
    const other = await createAgency({ name: "Galerie bis" });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, n) => post(photo(other.id, n), adminCookie)));
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(MAX_AGENCY_PHOTOS);
    expect((await photosOf(other.id)).map((row) => row.display_order)).toEqual([0, 1, 2, 3, 4]);
  });

  it("checks a photo: an image address is required, a script address refused, the agency must exist", async () => {
    const [agency] = await db().select().from(agencies).where(eq(agencies.name, "Formatio Lyon"));
    const missing = await post({ intent: "add_photo", agency_id: agency.id, url: "" }, adminCookie);
    expect(missing.data?.errors).toEqual({ url: "admin.agencies.validation.photo_required" });
    const script = await post({ intent: "add_photo", agency_id: agency.id, url: "javascript:alert(1)" }, adminCookie);
    expect(script.data?.errors).toEqual({ url: "admin.agencies.validation.photo_invalid" });
    const gone = await post(photo("00000000-0000-4000-8000-000000000000", 1), adminCookie);
    expect(gone.status).toBe(404);
    expect(gone.data?.formError).toBe("admin.agencies.photos.error.upload");
    expect(await photosOf(agency.id)).toHaveLength(0);
  });

  it("reorders one agency's photos (scoped: another agency's photo is refused) and deletes one", async () => {
    const [agency] = await db().select().from(agencies).where(eq(agencies.name, "Galerie"));
    const [other] = await db().select().from(agencies).where(eq(agencies.name, "Galerie bis"));
    const ids = (await photosOf(agency.id)).map((row) => row.id);
    const reversed = [...ids].reverse();
    const moved = await post({ intent: "reorder_photos", scope: agency.id, "ids[]": reversed }, adminCookie);
    expect(moved.status).toBe(200);
    expect((await photosOf(agency.id)).map((row) => row.id)).toEqual(reversed);
    const [foreign] = await photosOf(other.id);
    const mixed = await post(
      { intent: "reorder_photos", scope: agency.id, "ids[]": [...reversed.slice(1), foreign.id] },
      adminCookie,
    );
    expect(mixed.status).toBe(409);
    expect((await photosOf(agency.id)).map((row) => row.id)).toEqual(reversed);
    const [entry] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "agency"), eq(audit_log.action, "reorder")));
    expect(entry.entity_id).toBe(agency.id);

    const deleted = await post({ intent: "delete_photo", id: reversed[0] }, adminCookie);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/agencies");
    expect((await photosOf(agency.id)).map((row) => row.id)).toEqual(reversed.slice(1));
    const again = await post({ intent: "delete_photo", id: reversed[0] }, adminCookie);
    expect(again.status).toBe(404);
    expect(again.data?.formError).toBe("admin.agencies.photos.error.delete");
    // A place is free again: the next photo goes after the last one.
    expect((await post(photo(agency.id, 20), adminCookie)).status).toBe(200);
    expect((await photosOf(agency.id)).at(-1)?.url).toBe("/uploads/agencies/agency-20.webp");
  });

  it("hides an inactive agency from /agencies and the contact form, whose action refuses it", async () => {
    const agency = await createAgency({ name: "Formatio Abidjan", city: "Abidjan", country: "Côte d'Ivoire" });
    expect(await publicCities()).toContain("Formatio Abidjan");
    const contactAgencies = async () =>
      ((await callRoute<ContactData>(contactLoader, makeRequest("/contact"))).data?.agencies ?? []).map((a) => a.id);
    expect(await contactAgencies()).toContain(agency.id);

    const { is_active: _active, ...inactive } = valid;
    const off = await post(
      { intent: "update", id: agency.id, ...inactive, name: "Formatio Abidjan", city: "Abidjan" },
      adminCookie,
    );
    expect(off.status).toBe(200);
    expect(await publicCities()).not.toContain("Formatio Abidjan");
    expect(await contactAgencies()).not.toContain(agency.id);
    const sent = await callRoute<{ errors?: Record<string, string> }>(
      contactAction,
      makeRequest("/contact", {
        form: {
          firstName: "Awa",
          lastName: "Koné",
          email: "awa@example.com",
          agency: agency.id,
          category: "general",
          message: "Bonjour",
        },
      }),
    );
    expect(sent.status).toBe(400);
    expect(sent.data?.errors?.agency).toBe("pages.contact.error.agency_required");
    // Still in the back office, marked inactive.
    const row = (await list("?q=abidjan", adminCookie)).data?.list.agencies[0];
    expect(row).toMatchObject({ id: agency.id, is_active: false });

    await post({ intent: "update", id: agency.id, ...valid, name: "Formatio Abidjan", city: "Abidjan" }, adminCookie);
    expect(await publicCities()).toContain("Formatio Abidjan");
  });

  it("deletes an agency with its photos; the messages naming it keep its name, shown by the inbox", async () => {
    const agency = await createAgency({ name: "Formatio Tunis", city: "Tunis", country: "Tunisia" }, [
      { url: "/demo/t1.jpg", display_order: 0 },
      { url: "/demo/t2.jpg", display_order: 1 },
    ]);
    const message = await createMessage("contact", {
      metadata: { firstName: "Sami", email: "sami@example.com", agency_id: agency.id, category: "general" },
    });
    const unrelated = await createMessage("contact");
    const inbox = async (id: string) =>
      (
        await callRoute<{ opened: { agency: unknown } | null }>(
          messagesLoader,
          makeRequest(`/admin/messages?open=${id}`, { cookie: adminCookie }),
        )
      ).data?.opened;
    expect((await inbox(message.id))?.agency).toMatchObject({ id: agency.id, name: "Formatio Tunis" });

    const deleted = await post({ intent: "delete", id: agency.id }, adminCookie);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/agencies");
    expect(await db().select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
    expect(await photosOf(agency.id)).toEqual([]);

    const [kept] = await db().select().from(messages).where(eq(messages.id, message.id));
    expect(kept.metadata).toMatchObject({ agency_id: agency.id, agency_name: "Formatio Tunis", firstName: "Sami" });
    const [untouched] = await db().select().from(messages).where(eq(messages.id, unrelated.id));
    expect(untouched.metadata).toEqual(unrelated.metadata);
    expect((await inbox(message.id))?.agency).toEqual({
      id: agency.id,
      name: null,
      recordedName: "Formatio Tunis",
    });

    const entries = await db().select().from(audit_log).where(eq(audit_log.action, "delete"));
    expect(entries.filter((entry) => entry.entity_type === "agency").map((e) => e.entity_label)).toContain(
      "Formatio Tunis",
    );
    expect(
      entries.filter((entry) => entry.entity_type === "agency_photo" && entry.entity_label === "Formatio Tunis"),
    ).toHaveLength(2);
    const again = await post({ intent: "delete", id: agency.id }, adminCookie);
    expect(again.status).toBe(404);
    expect(again.data?.formError).toBe("admin.agencies.error.delete");
  });
});
