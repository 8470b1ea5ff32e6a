import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { renderConvocationPdf } from "~/communications/convocation-pdf.server";
import type { ConvocationFacts, ConvocationSitting } from "~/communications/facts";
import { localeT } from "../../tests/ssr";

const REMOTE = "https://meet.example.com/gp-101-mars";
const MAP = "https://www.openstreetmap.org/?mlat=45.5017&mlon=-73.5673";

/**
 * A sitting on the session's clock: `offset` is the zone's UTC offset that day (Montréal is
 * UTC−5 until its switch to summer time on 14 March 2027), so the instants agree with the hours.
 */
function sitting(date: string, start: string, end: string, offset = "-05:00"): ConvocationSitting {
  const period = end <= "13:00" ? "morning" : start >= "12:00" ? "afternoon" : "day";
  return {
    date,
    start_time: start,
    end_time: end,
    starts_at: new Date(`${date}T${start}:00${offset}`).toISOString(),
    ends_at: new Date(`${date}T${end}:00${offset}`).toISOString(),
    period,
  };
}

/** A two-day Montréal session, morning and afternoon sittings, read by a Paris participant. */
function facts(overrides: Partial<ConvocationFacts> = {}): ConvocationFacts {
  const sittings = [
    sitting("2027-03-01", "09:00", "12:00"),
    sitting("2027-03-01", "13:30", "17:00"),
    sitting("2027-03-02", "09:00", "12:30"),
  ];
  return {
    lang: "fr",
    participant: { name: "Élodie Gaçon", email: "elodie@example.com", company: "Hà Nội Consulting" },
    readerTimeZone: "Europe/Paris",
    course: {
      title: "Gestion de projet efficace",
      reference: "GP-101",
      url: "https://formatio.example/fr/formations/gestion-de-projet",
      objectives: ["Construire un planning réaliste", "Piloter les risques du projet"],
      summary: "Deux jours pour cadrer, planifier et piloter un projet, avec des cas pratiques.",
      duration_hours: 10,
      what_to_bring: "Un ordinateur portable et un projet réel à travailler.",
    },
    session: {
      id: "00000000-0000-4000-8000-000000000001",
      start_date: "2027-03-01",
      end_date: "2027-03-02",
      timezone: "America/Toronto",
      timezone_label: "Montréal",
      sittings,
      planned_minutes: 600,
    },
    venue: {
      name: "Centre Formatio Montréal",
      address_lines: ["1000 rue Sherbrooke Ouest", "Montréal QC H3A 3G4"],
      map_url: MAP,
    },
    remote_url: REMOTE,
    trainers: [{ name: "Anaïs Lefèvre" }],
    contact: { name: "Julien Moreau", email: "julien@formatio.example", phone: "+1 514 555 0101" },
    accessibility_referent: { name: "Sophie Tremblay", email: "handicap@formatio.example", phone: null },
    organisation: {
      name: "Formatio Conseil",
      address: "12 rue de la Paix\n75002 Paris",
      declaration_number: "11 75 12345 75",
    },
    site_url: "https://formatio.example",
    generated_at: "2027-02-22T15:00:00.000Z",
    ...overrides,
  };
}

let tFr: Awaited<ReturnType<typeof localeT>>;
let tEn: Awaited<ReturnType<typeof localeT>>;

beforeAll(async () => {
  tFr = await localeT("fr");
  tEn = await localeT("en");
});

/** Each page's text, runs of white space (no-break spaces too) as one space, and the link targets. */
async function render(f: ConvocationFacts) {
  const bytes = await renderConvocationPdf(f, f.lang === "fr" ? tFr : tEn);
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  // extractText detaches the buffer it is given: each reader gets its own copy.
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, " "));
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const links: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const annotations = await (await pdf.getPage(i)).getAnnotations();
    for (const annotation of annotations) if (annotation.url) links.push(annotation.url);
  }
  return { pages, all: pages.join(" "), links };
}

describe("renderConvocationPdf", () => {
  it("tells a participant where and when, in French, with both clocks and every section", async () => {
    const { all, links } = await render(facts());
    for (const expected of [
      "Formatio Conseil",
      "12 rue de la Paix · 75002 Paris",
      "Déclaration d'activité n° 11 75 12345 75",
      "Convocation",
      "À l'attention de Élodie Gaçon (Hà Nội Consulting)",
      "Gestion de projet efficace",
      "Réf. GP-101",
      "Dates et horaires",
      "Horaires (Montréal)",
      "Votre heure (Paris)",
      // 09:00 in Montréal is 15:00 in Paris on 1 March 2027 (UTC−5 and UTC+1).
      "lun. 1 mars 2027 Matin 09:00 – 12:00 15:00 – 18:00",
      "lun. 1 mars 2027 Après-midi 13:30 – 17:00 19:30 – 23:00",
      "mar. 2 mars 2027 Matin 09:00 – 12:30 15:00 – 18:30",
      "Durée totale prévue : 10 h 00",
      "Centre Formatio Montréal",
      "1000 rue Sherbrooke Ouest",
      "Voir le plan d'accès",
      "Connexion à distance",
      REMOTE,
      "À apporter",
      "Un ordinateur portable et un projet réel à travailler.",
      "Objectifs",
      "Construire un planning réaliste",
      "Piloter les risques du projet",
      "Deux jours pour cadrer",
      "Programme complet : https://formatio.example/fr/formations/gestion-de-projet",
      "Formation animée par Anaïs Lefèvre",
      "Julien Moreau",
      "E-mail : julien@formatio.example",
      "Téléphone : +1 514 555 0101",
      "Référent handicap : Sophie Tremblay",
      "Besoin d'une adaptation ?",
      "prévenez Sophie Tremblay, notre référent handicap, avant la session",
      "Règlement intérieur",
      "Émargement et assiduité",
      "QR code",
      "Conditions d'annulation",
      "https://formatio.example",
      "Page 1 sur",
    ]) {
      expect(all).toContain(expected);
    }
    expect(links).toEqual(
      expect.arrayContaining([MAP, REMOTE, "https://formatio.example/fr/formations/gestion-de-projet"]),
    );
  });

  it("writes the English document in English only", async () => {
    const { all } = await render(
      facts({
        lang: "en",
        participant: { name: "Élodie Gaçon", email: "elodie@example.com", company: null },
        readerTimeZone: null,
      }),
    );
    for (const expected of [
      "Joining instructions",
      "Addressed to Élodie Gaçon",
      "Dates and times",
      "Times (Montréal)",
      "Mon, 1 Mar 2027 Morning 09:00 – 12:00",
      "Tue, 2 Mar 2027 Morning 09:00 – 12:30",
      "Total planned time: 10h00",
      "Open the map",
      REMOTE,
      "Accessibility referent: Sophie Tremblay",
      "Need an adaptation?",
      "Rules of the house",
      "How attendance works",
      "Cancellation terms",
      "Page 1 of",
    ]) {
      expect(all).toContain(expected);
    }
    // No reader's clock when the reader's zone is the session's (or unknown).
    expect(all).not.toContain("Your time");
    for (const french of ["Convocation", "Règlement intérieur", "Émargement", "Conditions d'annulation", "Horaires"]) {
      expect(all).not.toContain(french);
    }
  });

  it("gives a reader east of the session the next day when the sitting crosses midnight on their clock", async () => {
    const { all } = await render(facts({ readerTimeZone: "Asia/Tokyo" }));
    // 13:30–17:00 in Montréal on 1 March is 03:30–07:00 on 2 March in Tokyo.
    expect(all).toContain("Votre heure (Tokyo)");
    expect(all).toContain("13:30 – 17:00 mar. 2 mars, 03:30 – 07:00");
  });

  it("spreads a 20-day session over several pages, repeating the table's header, with every sitting", async () => {
    const days = Array.from({ length: 20 }, (_, i) => {
      const day = new Date(Date.UTC(2027, 0, 4 + i)).toISOString().slice(0, 10);
      return [sitting(day, "09:00", "12:30", "+01:00"), sitting(day, "13:30", "17:00", "+01:00")];
    }).flat();
    const { pages, all } = await render(
      facts({
        readerTimeZone: null,
        venue: null,
        session: {
          ...facts().session,
          start_date: days[0].date,
          end_date: days[days.length - 1].date,
          timezone: "Europe/Paris",
          timezone_label: "Paris",
          sittings: days,
          planned_minutes: 20 * 420,
        },
      }),
    );
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} sur ${pages.length}`);
    for (const day of ["lun. 4 janv. 2027", "ven. 15 janv. 2027", "ven. 22 janv. 2027"]) {
      expect(all).toContain(`${day} Matin 09:00 – 12:30`);
      expect(all).toContain(`${day} Après-midi 13:30 – 17:00`);
    }
    expect(all.split(" Matin 09:00 – 12:30").length - 1).toBe(20);
    expect(all.split(" Après-midi 13:30 – 17:00").length - 1).toBe(20);
    expect(all).toContain("Durée totale prévue : 140 h 00");
    // The header row is drawn again on each page the table reaches.
    const withHeader = pages.filter((page) => page.includes("Jour Séance Horaires (Paris)"));
    expect(withHeader.length).toBeGreaterThan(1);
    // A continuation page names the document and its addressee at its head.
    expect(pages[1]).toContain("Convocation · Élodie Gaçon · GP-101");
  });

  it("renders staff's preview without a participant, and points to the contact when there is no referent", async () => {
    const { all } = await render(
      facts({ participant: null, readerTimeZone: null, accessibility_referent: null, remote_url: null }),
    );
    expect(all).toContain("Participant : —");
    expect(all).not.toContain("À l'attention de");
    expect(all).toContain("prévenez Julien Moreau, votre contact, avant la session");
    expect(all).not.toContain("Connexion à distance");
  });

  it("says the place is to come when there is neither venue nor link, and asks for a reply without any contact", async () => {
    const { all } = await render(
      facts({ venue: null, remote_url: null, contact: null, accessibility_referent: null, trainers: [] }),
    );
    expect(all).toContain("Le lieu vous sera communiqué prochainement.");
    expect(all).toContain("prévenez-nous avant la session");
    expect(all).toContain("Le nom du formateur vous sera communiqué prochainement.");
    expect(all).not.toContain("Votre contact");
  });
});
