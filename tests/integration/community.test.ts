// Issue 4, community pages on a real database, through their route loaders and actions:
// case studies (search, paging, show more), testimonials (submission rules, approved list),
// help centre (search, sanitised HTML), agencies (regions incl. Other), trainers.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { help_articles, help_sections, testimonials } from "#db/schema";
import { countryName, groupByRegion, regionOf } from "~/agencies/regions";
import { parseCaseStudyParams } from "~/case-studies/case-studies.server";
import { loader as agenciesLoader } from "~/routes/public/agencies";
import { loader as caseStudiesLoader } from "~/routes/public/case-studies";
import { loader as helpLoader } from "~/routes/public/help";
import { action as testimonialsAction, loader as testimonialsLoader } from "~/routes/public/testimonials";
import { loader as trainersLoader } from "~/routes/public/trainers";
import { db } from "~/server/db.server";
import { websiteHost } from "~/trainers/website";
import { useTestDatabase } from "../db";
import {
  countRows,
  createAgency,
  createCaseStudy,
  createUser,
  createUserRow,
  makeRequest,
  seedReferenceData,
  sessionCookie,
} from "../factories";
import { routeArgs } from "../route";

type Answer = { data?: Record<string, unknown>; init?: ResponseInit } & Record<string, unknown>;

async function call<L extends (args: never) => unknown>(loader: L, path: string, cookie?: string) {
  return loader(await routeArgs(makeRequest(path, { cookie }))) as ReturnType<L>;
}

async function postTestimonial(form: Record<string, string>, cookie?: string): Promise<Answer> {
  try {
    return (await testimonialsAction(
      await routeArgs(makeRequest("/testimonials", { form, cookie })),
    )) as unknown as Answer;
  } catch (thrown) {
    return thrown as Answer;
  }
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("community pages", () => {
  useTestDatabase();

  beforeAll(async () => {
    await seedReferenceData();
  });

  describe("case studies", () => {
    const titles: string[] = [];

    beforeAll(async () => {
      // Eight studies, created one day apart: index 0 is the newest.
      for (let i = 0; i < 8; i++) {
        const row = await createCaseStudy(
          {
            title_fr: i === 2 ? "Réseau électrique modernisé" : `Étude française ${i}`,
            title_en: i === 2 ? "Modernised power grid" : i === 5 ? "" : `English study ${i}`,
            description_fr: `Description ${i}`,
            description_en: `Description ${i}`,
            client_name: i === 3 ? "Banque Atlantique" : `Client ${i}`,
            tasks_fr: ["Tâche FR"],
            tasks_en: i === 5 ? [] : ["Task EN"],
            created_at: daysAgo(i),
          },
          {
            metrics: [
              { label_fr: "Second", label_en: "Second", value: "2", display_order: 2 },
              { label_fr: "Premier", label_en: "First", value: "45", unit: "%", trend: "up", display_order: 1 },
            ],
            images: [
              {
                url: `/demo/case-${i}.svg`,
                caption_fr: `Légende ${i}`,
                caption_en: `Caption ${i}`,
                alt_fr: "Alt",
                alt_en: "Alt",
              },
            ],
          },
        );
        titles.push(row.title_en || row.title_fr);
      }
    });

    it("pages newest first with the default size of 6, metrics and images attached in order", async () => {
      const page1 = await call(caseStudiesLoader, "/case-studies?lang=en");
      expect(page1.list.size).toBe(6);
      expect(page1.list.total).toBe(8);
      expect(page1.list.totalPages).toBe(2);
      expect(page1.list.studies.map((s) => s.title)).toEqual(titles.slice(0, 6));
      const first = page1.list.studies[0];
      expect(first.metrics.map((m) => m.label)).toEqual(["First", "Second"]);
      expect(first.metrics[0]).toMatchObject({ value: "45", unit: "%", trend: "up" });
      expect(first.images).toEqual([expect.objectContaining({ url: "/demo/case-0.svg", caption: "Caption 0" })]);

      const page2 = await call(caseStudiesLoader, "/case-studies?lang=en&page=2");
      expect(page2.list.studies.map((s) => s.title)).toEqual(titles.slice(6));
      // Past the end: the last page.
      const beyond = await call(caseStudiesLoader, "/case-studies?lang=en&page=99");
      expect(beyond.list.page).toBe(2);
    });

    it("falls back to French texts and lists when the English ones are empty", async () => {
      const { list } = await call(caseStudiesLoader, "/case-studies?lang=en");
      const study = list.studies[5];
      expect(study.title).toBe("Étude française 5");
      expect(study.tasks).toEqual(["Tâche FR"]);
    });

    it("honours the page-size choice and ignores sizes outside the list", async () => {
      const three = await call(caseStudiesLoader, "/case-studies?size=3&page=3");
      expect(three.list).toMatchObject({ size: 3, page: 3, totalPages: 3 });
      expect(three.list.studies).toHaveLength(2);
      const odd = await call(caseStudiesLoader, "/case-studies?size=7");
      expect(odd.list.size).toBe(6);
    });

    it("'show more' keeps the earlier pages: from=1&page=2 holds pages 1 and 2", async () => {
      const more = await call(caseStudiesLoader, "/case-studies?lang=en&size=3&from=1&page=2");
      expect(more.list).toMatchObject({ from: 1, page: 2 });
      expect(more.list.studies.map((s) => s.title)).toEqual(titles.slice(0, 6));
      // A "from" after the page is meaningless: one page is shown.
      expect(parseCaseStudyParams(new URLSearchParams("page=2&from=5"))).toMatchObject({ from: 2, page: 2 });
    });

    it("searches in SQL, in the reader's language, ignoring case and accents", async () => {
      const fr = await call(caseStudiesLoader, "/case-studies?lang=fr&q=RESEAU%20electrique");
      expect(fr.list.studies.map((s) => s.title)).toEqual(["Réseau électrique modernisé"]);
      const en = await call(caseStudiesLoader, "/case-studies?lang=en&q=power%20grid");
      expect(en.list.studies.map((s) => s.title)).toEqual(["Modernised power grid"]);
      // English readers do not match French-only words of a study that has English text.
      const enOnFrench = await call(caseStudiesLoader, "/case-studies?lang=en&q=electrique");
      expect(enOnFrench.list.total).toBe(0);
      const client = await call(caseStudiesLoader, "/case-studies?q=atlantique");
      expect(client.list.studies.map((s) => s.client_name)).toEqual(["Banque Atlantique"]);
      // LIKE wildcards typed by the visitor are literal.
      const wildcard = await call(caseStudiesLoader, "/case-studies?q=%25");
      expect(wildcard.list.total).toBe(0);
    });
  });

  describe("testimonials", () => {
    let member: { id: string; email: string; password: string };
    let memberCookie: string;
    let author: { id: string };

    beforeAll(async () => {
      member = await createUser({ fullName: "Awa Ndiaye" });
      memberCookie = await sessionCookie(member);
      author = await createUserRow({ full_name: "Jean Publié" });
    });

    it("shows 'no testimonials' data when none is approved", async () => {
      const page = await call(testimonialsLoader, "/testimonials");
      expect(page.list.testimonials).toEqual([]);
      expect(page.isSignedIn).toBe(false);
    });

    it("creates a pending testimonial for a member; status and author posted with it are ignored", async () => {
      const answer = await postTestimonial(
        { content: "  Formation claire et utile.  ", rating: "4", status: "approved", user_id: author.id },
        memberCookie,
      );
      expect(answer.data?.ok).toBe(true);
      const rows = await db().select().from(testimonials).where(eq(testimonials.user_id, member.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ content: "Formation claire et utile.", rating: 4, status: "pending" });
      expect(await db().select().from(testimonials).where(eq(testimonials.user_id, author.id))).toEqual([]);
      // Not public, but the member sees it awaiting review.
      const publicPage = await call(testimonialsLoader, "/testimonials");
      expect(publicPage.list.testimonials).toEqual([]);
      const ownPage = await call(testimonialsLoader, "/testimonials", memberCookie);
      expect(ownPage.pending.map((p) => p.content)).toEqual(["Formation claire et utile."]);
    });

    it("defaults the rating to 5 when none is sent", async () => {
      const answer = await postTestimonial({ content: "Sans note" }, memberCookie);
      expect(answer.data?.ok).toBe(true);
      const [row] = await db().select().from(testimonials).where(eq(testimonials.content, "Sans note"));
      expect(row.rating).toBe(5);
    });

    it("refuses visitors with 401 and writes nothing", async () => {
      const before = await countRows(testimonials);
      const answer = await postTestimonial({ content: "Visiteur", rating: "5" });
      expect(answer.init?.status).toBe(401);
      expect(answer.data).toEqual({ ok: false, formError: "testimonials.error.login_required" });
      expect(await countRows(testimonials)).toBe(before);
    });

    it.each(["0", "6", "-1", "abc", "3.5", "10"])("refuses rating %s with the form kept", async (rating) => {
      const before = await countRows(testimonials);
      const answer = await postTestimonial({ content: "Gardé", rating }, memberCookie);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({
        errors: { rating: "testimonials.validation.rating_invalid" },
        values: { content: "Gardé", rating },
      });
      expect(await countRows(testimonials)).toBe(before);
    });

    it("refuses empty or too long content", async () => {
      const empty = await postTestimonial({ content: "   ", rating: "5" }, memberCookie);
      expect(empty.init?.status).toBe(400);
      expect(empty.data).toMatchObject({ errors: { content: "testimonials.validation.content_required" } });
      const long = await postTestimonial({ content: "x".repeat(2001), rating: "5" }, memberCookie);
      expect(long.data).toMatchObject({ errors: { content: "testimonials.validation.content_too_long|max=2000" } });
    });

    it("lists approved testimonials only, newest first, six per page, with the author's name", async () => {
      const rows = Array.from({ length: 8 }, (_, i) => ({
        user_id: author.id,
        content: `Approuvé ${i}`,
        rating: (i % 5) + 1,
        status: "approved" as const,
        created_at: daysAgo(i + 1),
      }));
      await db()
        .insert(testimonials)
        .values([
          ...rows,
          { user_id: author.id, content: "Rejeté", status: "rejected", created_at: daysAgo(0) },
          { user_id: author.id, content: "En attente", status: "pending", created_at: daysAgo(0) },
        ]);
      const page1 = await call(testimonialsLoader, "/testimonials");
      expect(page1.list).toMatchObject({ total: 8, page: 1, totalPages: 2, size: 6 });
      expect(page1.list.testimonials.map((t) => t.content)).toEqual(rows.slice(0, 6).map((r) => r.content));
      expect(page1.list.testimonials[0]).toMatchObject({ author: "Jean Publié", rating: 1 });
      expect(page1.list.testimonials[0]).not.toHaveProperty("email");
      const page2 = await call(testimonialsLoader, "/testimonials?page=2");
      expect(page2.list.testimonials.map((t) => t.content)).toEqual(["Approuvé 6", "Approuvé 7"]);
    });
  });

  describe("help centre", () => {
    beforeAll(async () => {
      const [start, billing, hidden] = await db()
        .insert(help_sections)
        .values([
          { slug: "getting-started", title_fr: "Premiers pas", title_en: "Getting started", display_order: 1 },
          { slug: "billing", title_fr: "Facturation", title_en: "Billing", display_order: 2 },
          { slug: "old", title_fr: "Ancienne", title_en: "Old", display_order: 3, is_active: false },
        ])
        .returning();
      await db()
        .insert(help_articles)
        .values([
          {
            section_id: start.id,
            title_fr: "Créer un compte",
            title_en: "Creating an account",
            content_fr: '<p>Cliquez sur <strong>S\'inscrire</strong>.</p><script>alert("x")</script>',
            content_en: "<p>Click <strong>Register</strong>.</p><img src=x onerror=alert(1)>",
            display_order: 1,
          },
          {
            section_id: billing.id,
            title_fr: "Payer par virement",
            title_en: "Paying by transfer",
            content_fr: "<p>Le virement bancaire est accepté.</p>",
            content_en: "<p>Bank transfers are accepted.</p>",
            display_order: 1,
          },
          {
            section_id: billing.id,
            title_fr: "Article retiré",
            title_en: "Withdrawn article",
            content_fr: "<p>virement</p>",
            content_en: "<p>transfer</p>",
            is_active: false,
          },
          {
            section_id: hidden.id,
            title_fr: "Caché virement",
            title_en: "Hidden transfer",
            content_fr: "",
            content_en: "",
          },
        ]);
    });

    it("lists active sections and articles in display order, with sanitised HTML", async () => {
      const { sections } = await call(helpLoader, "/help?lang=fr");
      expect(sections.map((s) => s.slug)).toEqual(["getting-started", "billing"]);
      expect(sections[1].articles.map((a) => a.title)).toEqual(["Payer par virement"]);
      const html = sections[0].articles[0].html;
      expect(html).toContain("<strong>S'inscrire</strong>");
      expect(html).not.toMatch(/script|alert/);
      const en = await call(helpLoader, "/help?lang=en");
      expect(en.sections[0].articles[0].html).not.toMatch(/onerror/);
    });

    it("searches article titles and contents in the current language, accent-insensitively", async () => {
      const fr = await call(helpLoader, "/help?lang=fr&q=VIREMENT");
      expect(fr.sections.map((s) => s.slug)).toEqual(["billing"]);
      expect(fr.sections[0].articles.map((a) => a.title)).toEqual(["Payer par virement"]);
      const accents = await call(helpLoader, "/help?lang=fr&q=creer");
      expect(accents.sections.flatMap((s) => s.articles.map((a) => a.title))).toEqual(["Créer un compte"]);
      const en = await call(helpLoader, "/help?lang=en&q=transfer");
      expect(en.sections.flatMap((s) => s.articles.map((a) => a.title))).toEqual(["Paying by transfer"]);
      // Markup is not text: "strong" appears only as a tag.
      const tag = await call(helpLoader, "/help?lang=en&q=strong");
      expect(tag.sections).toEqual([]);
    });
  });

  describe("agencies", () => {
    beforeAll(async () => {
      await createAgency({ name: "Formatio Dakar", city: "Dakar", country: "Senegal" }, [
        { url: "/b.svg", caption_fr: "Deux", caption_en: "Two", display_order: 2 },
        { url: "/a.svg", caption_fr: "Une", caption_en: "One", display_order: 1 },
      ]);
      for (const [city, country] of [
        ["Abidjan", "Côte d'Ivoire"],
        ["Paris", "France"],
        ["Sydney", "Australia"],
        ["Casablanca", "Morocco"],
        ["Montréal", "Canada"],
      ]) {
        await createAgency({ name: `Formatio ${city}`, city, country });
      }
      await createAgency({ name: "Formatio Lyon", city: "Lyon", country: "France", is_active: false });
    });

    it("maps countries to the spec's regions, unknown ones to Other", () => {
      expect(regionOf("Senegal")).toBe("africa");
      expect(regionOf("cote d’ivoire")).toBe("africa");
      expect(regionOf("United States")).toBe("north_america");
      expect(regionOf("United Kingdom")).toBe("europe");
      expect(regionOf("United Arab Emirates")).toBe("asia");
      expect(regionOf("Singapore")).toBe("asia");
      expect(regionOf("Brazil")).toBe("south_america");
      expect(regionOf("Australia")).toBe("oceania");
      expect(regionOf("Morocco")).toBe("other");
      expect(regionOf("")).toBe("other");
      expect(groupByRegion([{ country: "Peru" }, { country: "France" }]).map((g) => g.region)).toEqual([
        "europe",
        "other",
      ]);
    });

    it("groups active agencies by region in the spec's order, cities sorted, Other last", async () => {
      const { groups, hasLoadError } = await call(agenciesLoader, "/agencies?lang=en");
      expect(hasLoadError).toBe(false);
      expect(groups.map((g) => [g.region, g.items.map((a) => a.city)])).toEqual([
        ["africa", ["Abidjan", "Dakar"]],
        ["north_america", ["Montréal"]],
        ["europe", ["Paris"]],
        ["oceania", ["Sydney"]],
        ["other", ["Casablanca"]],
      ]);
      const dakar = groups[0].items[1];
      expect(dakar.photo).toEqual({ url: "/a.svg", caption: "One" });
    });

    it("names each country in the reader's language, whichever language it was typed in", async () => {
      const countries = async (lang: "fr" | "en") =>
        Object.fromEntries(
          (await call(agenciesLoader, `/agencies?lang=${lang}`)).groups.flatMap((g) =>
            g.items.map((a) => [a.city, a.country]),
          ),
        );
      const fr = await countries("fr");
      expect(fr).toMatchObject({ Dakar: "Sénégal", Sydney: "Australie", Casablanca: "Maroc", Paris: "France" });
      expect(fr.Abidjan).toMatch(/^Côte d[’']Ivoire$/);
      const en = await countries("en");
      expect(en).toMatchObject({ Dakar: "Senegal", Sydney: "Australia", Casablanca: "Morocco" });
      // Typed in French, read in English; a name nobody knows stays as typed.
      expect(countryName("États-Unis", "en")).toBe("United States");
      expect(countryName("royaume uni", "en")).toBe("United Kingdom");
      expect(countryName("UAE", "fr")).toBe("Émirats arabes unis");
      expect(countryName("Atlantis", "fr")).toBe("Atlantis");
    });
  });

  describe("trainers", () => {
    beforeAll(async () => {
      await createUserRow({
        full_name: "Awa Formatrice",
        role: "teacher",
        position: "Consultante",
        company: "Formatio",
        website: "https://www.awa-formation.example.com/about?x=1",
        specialties: ["PMP", " ", "Agile"],
      });
      await createUserRow({ full_name: "Bruno Sans Site", role: "teacher", website: "javascript:alert(1)" });
      await createUserRow({ full_name: "Chloé Inactive", role: "teacher", is_active: false });
      await createUserRow({ full_name: "Denis Membre", role: "member" });
      await createUserRow({ full_name: "Eve Admin", role: "admin" });
    });

    it("lists only active teachers, with the website's host name only", async () => {
      const { trainers, hasLoadError } = await call(trainersLoader, "/trainers");
      expect(hasLoadError).toBe(false);
      expect(trainers.map((t) => t.full_name)).toEqual(["Awa Formatrice", "Bruno Sans Site"]);
      expect(trainers[0]).toMatchObject({
        position: "Consultante",
        company: "Formatio",
        specialties: ["PMP", "Agile"],
        website: { host: "www.awa-formation.example.com", href: "https://www.awa-formation.example.com/about?x=1" },
      });
      expect(trainers[1].website).toBeNull();
      expect(trainers[0]).not.toHaveProperty("role");
    });

    it("reads host names from loose website values", () => {
      expect(websiteHost("example.org/path")).toBe("example.org");
      expect(websiteHost("http://Sub.Example.com:8080/x")).toBe("sub.example.com");
      expect(websiteHost("mailto:a@b.c")).toBeNull();
      expect(websiteHost("  ")).toBeNull();
    });
  });
});
