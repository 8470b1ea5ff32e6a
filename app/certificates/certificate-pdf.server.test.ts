import sharp from "sharp";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { type CertificateAssets, certificateFilename, certificatePdf } from "~/certificates/certificate-pdf.server";
import type { DocumentFacts } from "~/certificates/facts";
import { localeT } from "../../tests/ssr";

const CODE = "K7WQ-94TZ";
const URL = `https://formatio.example/verify/${CODE}`;

/** A French agency's completion certificate for a two-day session, assessed, issued. */
function facts(overrides: Partial<DocumentFacts> = {}): DocumentFacts {
  return {
    kind: "completion",
    lang: "fr",
    courtesyPage: false,
    version: 1,
    code: CODE,
    verifyUrl: URL,
    issuedOn: "2031-06-06",
    organisation: {
      legalName: "Formatio Conseil SAS",
      address: "12 rue de la Paix\n75002 Paris",
      registrationNumber: "123 456 789 00012",
      declarationNumber: "11 75 12345 75",
      declarationRegion: "Île-de-France",
      qualiopiNumber: "QUA-2031-0042",
      representative: "Élodie Gaçon",
    },
    agency: { name: "Paris", city: "Paris", country: "FR", frenchRules: true },
    holder: { name: "Nguyễn Thị Ngọc", company: "Hà Nội Consulting", selfFunded: false },
    course: {
      title: "Gestion de projet efficace",
      titleEn: "Effective project management",
      reference: "GP-101",
      objectives: [
        "Construire un planning réaliste",
        "Piloter les risques du projet",
        "Animer une réunion de lancement",
      ],
      nature: "training",
      assessmentPlanned: true,
    },
    results: ["acquired", "in_progress", "not_acquired"],
    session: { startDate: "2031-06-02", endDate: "2031-06-03", timezone: "Europe/Paris", venue: "Paris" },
    period: null,
    minutes: { planned: 840, attended: 750, inPerson: 750, remote: 0, excused: 90 },
    supersedes: null,
    ...overrides,
  };
}

const noAssets: CertificateAssets = { signature: null, stamp: null };
let tFr: Awaited<ReturnType<typeof localeT>>;
let tEn: Awaited<ReturnType<typeof localeT>>;

beforeAll(async () => {
  tFr = await localeT("fr");
  tEn = await localeT("en");
});

/** The PDF's bytes and each page's text, runs of white space (no-break spaces too) as one space. */
async function render(f: DocumentFacts, assets: CertificateAssets = noAssets) {
  const bytes = await certificatePdf({ facts: f, t: f.lang === "fr" ? tFr : tEn, tEn, appName: "Formatio", assets });
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const raw = new TextDecoder("latin1").decode(bytes);
  const { text } = await extractText(bytes.slice(), { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, " "));
  return { pages, all: pages.join(" "), images: raw.split("/Subtype /Image").length - 1 };
}

const RETENTION =
  "Sans préjudice des délais imposés par les règles fiscales, comptables ou commerciales, je m'engage à conserver " +
  "l'ensemble des pièces justificatives qui ont permis d'établir le présent certificat pendant une durée de 3 ans à " +
  "compter de la fin de l'année du dernier paiement. En cas de cofinancement des fonds européens la durée de " +
  "conservation est étendue conformément aux obligations conventionnelles spécifiques.";

const FOUR_NATURES_FR = [
  "Action de formation",
  "Bilan de compétences",
  "Action de validation des acquis de l'expérience (VAE)",
  "Action de formation par apprentissage",
];

describe("certificatePdf: completion", () => {
  it("prints every French mention, the holder, the objectives with their results and the footer (French)", async () => {
    const { pages, all } = await render(facts());
    expect(pages).toHaveLength(1);
    for (const expected of [
      "Formatio Conseil SAS",
      "12 rue de la Paix · 75002 Paris",
      "SIRET : 123 456 789 00012",
      "Déclaration d'activité enregistrée sous le numéro 11 75 12345 75 auprès du préfet de la région Île-de-France",
      "Cet enregistrement ne vaut pas agrément de l'État.",
      "Certification Qualiopi n° QUA-2031-0042",
      "ATTESTATION DE FIN DE FORMATION",
      "Je soussigné(e) Élodie Gaçon, représentant(e) légal(e) de Formatio Conseil SAS, atteste que",
      "Nguyễn Thị Ngọc",
      "salarié(e) de Hà Nội Consulting",
      "a suivi la formation",
      "Gestion de projet efficace",
      "Référence GP-101",
      "Nature de l'action Action de formation",
      "Du 2 juin 2031 au 3 juin 2031",
      "Lieu Paris",
      "12 h 30 sur 14 h 00 prévues",
      "Absences justifiées : 1 h 30",
      "Évaluation des acquis",
      "1. Construire un planning réaliste Acquis",
      "2. Piloter les risques du projet En cours d'acquisition",
      "3. Animer une réunion de lancement Non acquis",
      "Attestation délivrée en application de l'article L. 6353-1 du Code du travail.",
      "Fait à Paris, le 6 juin 2031",
      "Représentant(e) légal(e)",
      "Cachet",
      "Signature",
      `Vérifiez ce document : ${URL} — code ${CODE}`,
      "Version 1",
      "Page 1 sur 1",
    ]) {
      expect(all).toContain(expected);
    }
    // No remote time: no in person / remote split; issued: no draft mark.
    expect(all).not.toContain("à distance");
    expect(all).not.toContain("PROJET");
  });

  it("is written in English for an English reader, the French mentions translated", async () => {
    const { all } = await render(
      facts({ lang: "en", course: { ...facts().course, title: "Effective project management" } }),
    );
    for (const expected of [
      "CERTIFICATE OF COMPLETION",
      "SIRET: 123 456 789 00012",
      "Training activity declaration no. 11 75 12345 75 (region Île-de-France)",
      "This registration does not imply State approval.",
      "I, the undersigned Élodie Gaçon, legal representative of Formatio Conseil SAS, certify that",
      "employed by Hà Nội Consulting",
      "has completed the training",
      "Nature of the action Training action",
      "From 2 June 2031 to 3 June 2031",
      "12h30 out of 14h00 planned",
      "1. Construire un planning réaliste Acquired",
      "In progress",
      "Not acquired",
      "Certificate issued under article L. 6353-1 of the French Labour Code",
      "Issued in Paris on 6 June 2031",
      `Verify this document at ${URL} — code ${CODE}`,
      "Version 1",
    ]) {
      expect(all).toContain(expected);
    }
  });

  it("lists the objectives without results when the course plans no assessment", async () => {
    const base = facts();
    const { all } = await render(facts({ course: { ...base.course, assessmentPlanned: false }, results: [] }));
    expect(all).toContain("Objectifs de la formation");
    expect(all).toContain("1. Construire un planning réaliste");
    expect(all).toContain("3. Animer une réunion de lancement");
    expect(all).not.toContain("Évaluation des acquis");
    expect(all).not.toContain("Acquis");
  });

  it("continues a long list of results on a new page, under a line naming the document and its holder", async () => {
    const objectives = Array.from(
      { length: 14 },
      (_, i) => `Objectif ${i + 1} : conduire une analyse détaillée des besoins et en tirer un plan d'action chiffré`,
    );
    const { pages } = await render(
      facts({ course: { ...facts().course, objectives }, results: objectives.map(() => "acquired" as const) }),
    );
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain("Attestation de fin de formation · Nguyễn Thị Ngọc · GP-101");
    expect(pages[1]).toContain("Objectif Résultat");
    expect(pages[1]).toContain("14. Objectif 14");
    expect(pages[1]).toContain("Fait à Paris, le 6 juin 2031");
    expect(pages[1]).toContain("Page 2 sur 2");
    expect(pages[0]).not.toContain("Fait à Paris");
  });

  it("names the month and its days on a monthly certificate, and what a new version replaces", async () => {
    const { all } = await render(
      facts({
        version: 2,
        period: { month: "2031-09-01", start: "2031-09-02", end: "2031-09-26" },
        supersedes: { code: "AB12-CD34", version: 1 },
      }),
    );
    expect(all).toContain("Période Septembre 2031 du 2 septembre 2031 au 26 septembre 2031");
    expect(all).toContain("Version 2 — remplace AB12-CD34 (version 1)");
  });
});

describe("certificatePdf: certificat de réalisation", () => {
  const realisation = (overrides: Partial<DocumentFacts> = {}) =>
    facts({
      kind: "realisation",
      holder: { name: "Élodie Martin", company: "Société Générale des Eaux", selfFunded: true },
      minutes: { planned: 840, attended: 750, inPerson: 510, remote: 240, excused: 90 },
      ...overrides,
    });

  it("follows the official model: representative, holder on their own account, the four natures, hours, retention", async () => {
    const { pages, all } = await render(realisation());
    expect(pages).toHaveLength(1);
    for (const expected of [
      "CERTIFICAT DE RÉALISATION",
      "Déclaration d'activité enregistrée sous le numéro 11 75 12345 75",
      "Je soussigné(e) Élodie Gaçon, représentant légal du dispensateur de l'action concourant au développement des compétences Formatio Conseil SAS, atteste que :",
      "Élodie Martin à titre individuel",
      "a suivi l'action Gestion de projet efficace",
      "Nature de l'action concourant au développement des compétences :",
      ...FOUR_NATURES_FR,
      "qui s'est déroulée du 2 juin 2031 au 3 juin 2031",
      "pour une durée de 12,5 heures réalisées sur 14 heures prévues",
      "dont 8,5 heures en présentiel et 4 heures à distance",
      "dont absences justifiées : 1,5 heure (pour information)",
      RETENTION,
      "Fait à Paris, le 6 juin 2031",
      "Cachet et signature du responsable du dispensateur de formation",
      `Vérifiez ce document : ${URL} — code ${CODE}`,
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).not.toContain("Société Générale des Eaux");
    expect(all).not.toContain("courtesy");
  });

  it("names the employer of an employee, and a month's period", async () => {
    const { all } = await render(
      realisation({
        holder: { name: "Jürgen Großmann", company: "Straße AG", selfFunded: false },
        period: { month: "2031-09-01", start: "2031-09-02", end: "2031-09-26" },
        minutes: { planned: 120, attended: 60, inPerson: 60, remote: 0, excused: 0 },
      }),
    );
    expect(all).toContain("Jürgen Großmann salarié(e) de l'entreprise Straße AG");
    expect(all).toContain("qui s'est déroulée du 2 septembre 2031 au 26 septembre 2031");
    expect(all).toContain("Période : septembre 2031");
    expect(all).toContain("pour une durée de 1 heure réalisée sur 2 heures prévues");
    expect(all).not.toContain("à distance");
    expect(all).not.toContain("absences justifiées");
  });

  it("adds the English courtesy page only when asked, the French original first", async () => {
    const { pages } = await render(realisation({ courtesyPage: true }));
    expect(pages).toHaveLength(2);
    const [french, english] = pages;
    expect(french).toContain("CERTIFICAT DE RÉALISATION");
    expect(french).not.toContain("courtesy");
    for (const expected of [
      "Certificate of realisation — English courtesy translation (the French original above is the certified document)",
      "I, the undersigned Élodie Gaçon, legal representative of Formatio Conseil SAS, provider of the action contributing to skills development, certify that:",
      "Élodie Martin in a personal capacity",
      "attended the action Effective project management",
      "Training action",
      "Skills assessment",
      "Validation of prior experience (VAE)",
      "Apprenticeship training",
      "which took place from 2 June 2031 to 3 June 2031",
      "for a duration of 12.5 hours completed out of 14 hours planned",
      "of which 8.5 hours in person and 4 hours remotely",
      "including excused absences: 1.5 hours",
      "Without prejudice to the time limits set by tax, accounting or commercial rules",
      "Issued in Paris on 6 June 2031",
      `Verify this document at ${URL} — code ${CODE}`,
      "Page 2 of 2",
    ]) {
      expect(english).toContain(expected);
    }
    await expect(
      certificatePdf({ facts: realisation({ courtesyPage: true }), t: tFr, appName: "Formatio", assets: noAssets }),
    ).rejects.toThrow(/tEn/);
  });
});

describe("certificatePdf: certificate of attendance", () => {
  it("carries no French mention outside France, and splits in person and remote time", async () => {
    const { all } = await render(
      facts({
        kind: "attendance",
        lang: "en",
        agency: { name: "London", city: "London", country: "GB", frenchRules: false },
        organisation: { ...facts().organisation, registrationNumber: "12345678" },
        holder: { name: "Søren Łukasz", company: null, selfFunded: true },
        course: { ...facts().course, title: "Effective project management", nature: "skills_assessment" },
        minutes: { planned: 840, attended: 750, inPerson: 510, remote: 240, excused: 0 },
      }),
    );
    for (const expected of [
      "CERTIFICATE OF ATTENDANCE",
      "Registration no. 12345678",
      "Søren Łukasz",
      "has attended the training",
      "Nature of the action Skills assessment",
      "12h30 out of 14h00 planned",
      "of which 8h30 in person and 4h00 remotely",
      "Acquired",
      "Issued in London on 6 June 2031",
      `Verify this document at ${URL} — code ${CODE}`,
    ]) {
      expect(all).toContain(expected);
    }
    for (const absent of [
      "declaration",
      "11 75 12345 75",
      "State approval",
      "L. 6353-1",
      "SIRET",
      "Qualiopi",
      "Excused",
    ]) {
      expect(all).not.toContain(absent);
    }
  });
});

describe("certificatePdf: drafts and images", () => {
  it("watermarks a draft, says it is not valid and prints no QR code", async () => {
    const draft = await render(facts({ code: null, verifyUrl: null }));
    const issued = await render(facts());
    expect(draft.all).toContain("PROJET");
    expect(draft.all).toContain("Projet : ce document n'est pas valide tant qu'il n'a pas été émis.");
    expect(draft.all).not.toContain("Vérifiez ce document");
    expect(issued.images).toBeGreaterThan(draft.images);
    expect(draft.images).toBe(0);

    const english = await render(facts({ lang: "en", code: null, verifyUrl: null }));
    expect(english.all).toContain("DRAFT");
    expect(english.all).toContain("Draft: this document is not valid until it is issued.");
  });

  it("draws the stamp and the signature when given", async () => {
    const png = (colour: string) =>
      sharp({ create: { width: 40, height: 20, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const assets = { stamp: await png("#1d4ed8"), signature: await png("#111827") };
    const without = await render(facts());
    const withImages = await render(facts(), assets);
    expect(withImages.images).toBe(without.images + 2);
    const onlyStamp = await render(facts(), { ...assets, signature: null });
    expect(onlyStamp.images).toBe(without.images + 1);
  });
});

describe("certificateFilename", () => {
  it("is ASCII: kind, reference, first day or month, holder, version", () => {
    expect(certificateFilename(facts({ holder: { name: "Jane Doe", company: null, selfFunded: false } }))).toBe(
      "attestation-GP-101-2031-06-02-jane-doe-v1.pdf",
    );
    expect(certificateFilename(facts({ lang: "en", version: 2 }))).toBe(
      "certificate-of-completion-GP-101-2031-06-02-nguyen-thi-ngoc-v2.pdf",
    );
    expect(
      certificateFilename(
        facts({ kind: "realisation", period: { month: "2031-09-01", start: "2031-09-02", end: "2031-09-26" } }),
      ),
    ).toBe("certificat-de-realisation-GP-101-2031-09-nguyen-thi-ngoc-v1.pdf");
    expect(certificateFilename(facts({ kind: "attendance", lang: "en", code: null, verifyUrl: null }))).toBe(
      "certificate-of-attendance-GP-101-2031-06-02-nguyen-thi-ngoc-v1-draft.pdf",
    );
  });
});
