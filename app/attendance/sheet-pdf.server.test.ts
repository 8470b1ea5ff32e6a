import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  type AttendanceSheetInput,
  attendanceSheetFilename,
  attendanceSheetPdf,
  halfDays,
} from "~/attendance/sheet-pdf.server";
import { localeT } from "../../tests/ssr";

const accented = [
  { name: "Élodie Gaçon", company: "Société Générale des Eaux" },
  { name: "José Muñoz", company: null },
  { name: "Søren Łukasz", company: "Bjørn & Co" },
  { name: "Zoltán Erdős", company: "Pécs Kft." },
  { name: "Jürgen Großmann", company: "Straße AG" },
  { name: "Nguyễn Thị Ngọc", company: "Hà Nội Consulting" },
];

async function sheet(overrides: Partial<AttendanceSheetInput> & { lang?: "fr" | "en" } = {}) {
  const lang = overrides.lang ?? "en";
  const input: AttendanceSheetInput = {
    lang,
    t: await localeT(lang),
    appName: "Formatio",
    course: { title: "Gestion de projet efficace", reference: "GP-101" },
    session: {
      start_date: "2031-06-02",
      end_date: "2031-06-03",
      start_time: "09:00:00",
      end_time: "17:00:00",
      timezone: "Europe/Paris",
    },
    place: "12 rue de la Paix, 75002 Paris",
    trainer: "Anaïs Lefèvre",
    participants: accented,
    ...overrides,
  };
  const bytes = await attendanceSheetPdf(input);
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { totalPages, text } = await extractText(bytes, { mergePages: false });
  return { totalPages, pages: text };
}

const count = (text: string, word: string) => text.split(word).length - 1;

describe("halfDays", () => {
  const day = { start_date: "2031-06-02", end_date: "2031-06-02", timezone: "UTC" };

  it("gives a full day a morning and an afternoon", () => {
    expect(halfDays({ ...day, start_time: "09:00", end_time: "17:00" })).toEqual([
      { date: "2031-06-02", period: "morning" },
      { date: "2031-06-02", period: "afternoon" },
    ]);
  });

  it("repeats the hours every day of a multi-day session, across a month end", () => {
    const result = halfDays({
      start_date: "2031-06-30",
      end_date: "2031-07-02",
      start_time: "09:00:00",
      end_time: "17:00:00",
    });
    expect(result.map((h) => `${h.date} ${h.period}`)).toEqual([
      "2031-06-30 morning",
      "2031-06-30 afternoon",
      "2031-07-01 morning",
      "2031-07-01 afternoon",
      "2031-07-02 morning",
      "2031-07-02 afternoon",
    ]);
  });

  it("gives a morning-only day the morning and an afternoon-only day the afternoon", () => {
    expect(halfDays({ ...day, start_time: "09:00", end_time: "12:00" })).toEqual([
      { date: "2031-06-02", period: "morning" },
    ]);
    expect(halfDays({ ...day, start_time: "08:30:00", end_time: "13:00:00" })).toEqual([
      { date: "2031-06-02", period: "morning" },
    ]);
    expect(halfDays({ ...day, start_time: "14:00", end_time: "17:30" })).toEqual([
      { date: "2031-06-02", period: "afternoon" },
    ]);
    expect(
      halfDays({ start_date: "2031-06-02", end_date: "2031-06-03", start_time: "14:00", end_time: "17:30" }),
    ).toEqual([
      { date: "2031-06-02", period: "afternoon" },
      { date: "2031-06-03", period: "afternoon" },
    ]);
  });

  it("keeps at least one half-day a day, and one day when the end is before the start", () => {
    expect(halfDays({ ...day, start_time: "12:00", end_time: "13:00" })).toEqual([
      { date: "2031-06-02", period: "afternoon" },
    ]);
    expect(halfDays({ ...day, end_date: "2031-06-01", start_time: "09:00", end_time: "12:00" })).toEqual([
      { date: "2031-06-02", period: "morning" },
    ]);
  });
});

describe("attendanceSheetFilename", () => {
  it("is ASCII with the reference and the first day", () => {
    expect(attendanceSheetFilename("GP-101", "2031-06-02")).toBe("emargement-GP-101-2031-06-02.pdf");
    expect(attendanceSheetFilename("Réf é/1", "2031-06-02")).toBe("emargement-Ref-e-1-2031-06-02.pdf");
    expect(attendanceSheetFilename("", "2031-06-02")).toBe("emargement-2031-06-02.pdf");
  });
});

describe("attendanceSheetPdf", () => {
  it("lists every participant, accents intact, with one signature column per half-day (English)", async () => {
    const { totalPages, pages } = await sheet();
    expect(totalPages).toBe(1);
    const [text] = pages;
    for (const participant of accented) {
      expect(text).toContain(participant.name);
      if (participant.company) expect(text).toContain(participant.company);
    }
    // Two days of 09:00–17:00: four signature columns, each headed by its day and period.
    expect(count(text, "Morning")).toBe(2);
    expect(count(text, "Afternoon")).toBe(2);
    // Each day heads two columns (the dates line says "Mon, 2 Jun 2031").
    expect(count(text, "Mon 2 Jun")).toBe(2);
    expect(count(text, "Tue 3 Jun")).toBe(2);
    for (const expected of [
      "Attendance sheet",
      "Gestion de projet efficace",
      "Ref. GP-101",
      "Formatio",
      "12 rue de la Paix, 75002 Paris",
      "09:00 – 17:00 (Paris)",
      "Anaïs Lefèvre",
      "Trainer's signature",
      "6 confirmed participants",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Feuille");
  });

  const halfDay = { start_time: "09:00", end_time: "12:00", timezone: "Europe/Paris" };

  it("speaks French, and a half-day session has a single signature column", async () => {
    const { totalPages, pages } = await sheet({
      lang: "fr",
      session: {
        start_date: "2031-06-02",
        end_date: "2031-06-02",
        start_time: "09:00",
        end_time: "12:00",
        timezone: "Europe/Paris",
      },
    });
    expect(totalPages).toBe(1);
    const [text] = pages;
    expect(count(text, "Matin")).toBe(1);
    expect(count(text, "Après-midi")).toBe(0);
    expect(count(text, "lun. 2 juin")).toBe(2); // the dates line and the one column header
    for (const expected of [
      "Feuille d'émargement",
      "Réf. GP-101",
      "HORAIRES",
      "FORMATEUR",
      "Anaïs Lefèvre",
      "Signature du formateur",
      "Nguyễn Thị Ngọc",
      "6 participants confirmés",
      "Page 1 sur 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Attendance sheet");
  });

  it("writes a sheet's text as written, whatever sheets were made before it (the fonts are parsed once)", async () => {
    // fontkit keeps a glyph with the characters of its first use; documents sharing one parsed
    // font read "lun. 2 juin" as "lun& 2 juin" after an English sheet (pdf-kit.server.ts).
    const french = { lang: "fr" as const, session: { ...halfDay, start_date: "2031-06-02", end_date: "2031-06-02" } };
    await sheet();
    const [after] = (await sheet(french)).pages;
    expect(count(after, "lun. 2 juin")).toBe(2);
    await sheet({ participants: accented.slice().reverse(), trainer: "Bjørn Ødegård" });
    const [again] = (await sheet(french)).pages;
    expect(again).toBe(after);
  });

  it("says when no participant is confirmed, and still has the trainer's row", async () => {
    const { totalPages, pages } = await sheet({ participants: [], trainer: null, place: null });
    expect(totalPages).toBe(1);
    expect(pages[0]).toContain("No confirmed participants for this session.");
    expect(pages[0]).toContain("Trainer's signature");
    expect(count(pages[0], "Not set")).toBe(3); // place, trainer, and the trainer row's name
    const { pages: french } = await sheet({ lang: "fr", participants: [] });
    expect(french[0]).toContain("Aucun participant confirmé pour cette session.");
  });

  it("wraps a long name on two lines rather than cutting it", async () => {
    const name = "Maximilian-Alexander von Hohenzollern-Sigmaringen de la Tour d'Auvergne";
    const { pages } = await sheet({ participants: [{ name, company: "Straße AG" }] });
    // The line breaks after "Hohenzollern-": join the lines back.
    expect(pages[0].replace(/\s+/g, " ").replace(/- /g, "-")).toContain(name);
    expect(pages[0]).toContain("Straße AG");
  });

  it("continues long rosters and many half-days on further pages, repeating names and headers", async () => {
    const participants = Array.from({ length: 20 }, (_, i) => ({
      name: `Participant ${String(i + 1).padStart(2, "0")}`,
      company: null,
    }));
    const { totalPages, pages } = await sheet({
      participants,
      session: {
        start_date: "2031-06-02",
        end_date: "2031-06-05",
        start_time: "09:00",
        end_time: "17:00",
        timezone: "UTC",
      },
    });
    // 8 half-days split 4 + 4; 20 rows over 3 pages of each column group.
    expect(totalPages).toBe(6);
    for (const [i, text] of pages.entries()) {
      expect(text).toContain("Attendance sheet");
      expect(text).toContain("Participant · company");
      expect(count(text, "Morning") + count(text, "Afternoon")).toBe(4);
      expect(text).toContain(`Page ${i + 1} of 6`);
    }
    // Column headers: the first two days on the first three pages, the last two on the others.
    const days = (text: string) => ["Mon 2 Jun", "Tue 3 Jun", "Wed 4 Jun", "Thu 5 Jun"].map((d) => count(text, d));
    for (const text of pages.slice(0, 3)) expect(days(text)).toEqual([2, 2, 0, 0]);
    for (const text of pages.slice(3)) expect(days(text)).toEqual([0, 0, 2, 2]);
    // Every participant once per column group; the trainer's row closes each group.
    for (const participant of participants) {
      expect(pages.filter((text) => text.includes(participant.name))).toHaveLength(2);
    }
    expect(pages[0]).toContain("Participant 01");
    expect(pages[3]).toContain("Participant 01");
    expect(pages.map((text) => text.includes("Trainer's signature"))).toEqual([false, false, true, false, false, true]);
  });

  it("splits more than six half-days a page into even column groups", async () => {
    const { totalPages, pages } = await sheet({
      session: {
        start_date: "2031-06-02",
        end_date: "2031-06-08",
        start_time: "09:00",
        end_time: "17:00",
        timezone: "UTC",
      },
    });
    expect(totalPages).toBe(3);
    expect(pages.map((text) => count(text, "Morning") + count(text, "Afternoon"))).toEqual([5, 5, 4]);
    for (const text of pages) expect(text).toContain("Nguyễn Thị Ngọc");
  });
});

describe("attendanceSheetPdf with evidence", () => {
  const SVG = '<svg viewBox="0 0 100 40"><path d="M5 30 L40 5 Q60 0 95 35"/></svg>';
  const sittings = Array.from({ length: 8 }, (_, i) => ({
    id: `sitting-${i}`,
    date: `2031-06-0${2 + Math.floor(i / 2)}`,
    period: i % 2 === 0 ? ("morning" as const) : ("afternoon" as const),
    start_time: i % 2 === 0 ? "09:00:00" : "13:30:00",
    end_time: i % 2 === 0 ? "12:30:00" : "17:00:00",
    planned_minutes: 210,
    state: "locked" as const,
    trainer: null,
  }));
  const signature = (sitting: number, person: number) => ({
    id: `sig-${sitting}-${person}`,
    sitting_id: `sitting-${sitting}`,
    signer: "participant" as const,
    registration_id: `reg-${person}`,
    signer_name: `Participant ${person}`,
    method: "qr" as const,
    identified_by: "account" as const,
    svg: SVG,
    signed_late: false,
    signed_at: "2031-06-02T07:01:00Z",
  });

  it("continues a long signed roster and many sittings on further pages, then the appendix", async () => {
    const participants = Array.from({ length: 12 }, (_, person) => ({
      name: `Participant ${String(person + 1).padStart(2, "0")}`,
      company: null,
      cells: sittings.map((_, s) => ({
        signature: person === 0 ? null : signature(s, person),
        mark: {
          status: person === 0 ? ("absent" as const) : ("present" as const),
          late_minutes: null,
          left_early_minutes: null,
          minutes_attended: person === 0 ? 0 : 210,
          amended: false,
          recorded: true,
        },
      })),
      minutes_attended: person === 0 ? 0 : 1680,
      minutes_planned: 1680,
    }));
    const { totalPages, pages } = await sheet({
      participants,
      sittings,
      session: {
        start_date: "2031-06-02",
        end_date: "2031-06-05",
        start_time: "09:00",
        end_time: "17:00",
        timezone: "Europe/Paris",
      },
      evidence: { corrections: [], fingerprint: null, verificationUrl: null },
    });
    // 8 sittings split 4 + 4; 12 signed rows take more than one page per group; the appendix follows.
    const sheetPages = pages.filter((text) => text.includes("Participant · company"));
    expect(sheetPages.length).toBeGreaterThanOrEqual(4);
    expect(totalPages).toBeGreaterThan(sheetPages.length);
    for (const participant of participants) {
      expect(sheetPages.filter((text) => text.includes(participant.name))).toHaveLength(2);
    }
    expect(pages.join("\n")).toContain("Attended: 28h00 of 28h00");
    expect(pages.join("\n")).toContain("Attended: 0h00 of 28h00");
    expect(pages.join("\n")).toContain("09:01");
    expect(pages.at(-1)).toContain("Not computed yet: no sitting is locked.");
    expect(pages.at(-1)).toContain(`Page ${totalPages} of ${totalPages}`);
  });
});
