// The three certificates of delivery.md §3 as signed A4 documents, from the facts an issued
// document keeps (DocumentFacts): the attestation de fin de formation / certificate of
// completion, the certificat de réalisation (French, the official model's wording, with an
// optional English courtesy page) and the certificate of attendance of agencies outside France.
// Every page carries the verification address, its QR code and the version; a draft (no code
// yet) is watermarked and says it is not valid. Pure: the caller reads the facts and the images.
import type { TFunction } from "i18next";
import { cell, createDocument, formatMinutes, type Lang, MUTED, type TextStyle } from "~/attendance/pdf-kit.server";
import {
  coveredDays,
  decimalHours,
  drawCertificateFooters,
  drawLetterhead,
  drawNatures,
  drawObjectives,
  drawResultsTable,
  drawSignatureBlock,
  drawTitle,
  drawWatermark,
  Flow,
  type FooterPage,
  frenchMentions,
  K,
  longDate,
  monthName,
  SIDE,
  TOP,
  WIDTH,
} from "~/certificates/certificate-layout.server";
import type { DocumentFacts } from "~/certificates/facts";

/** The legal representative's signature and the organisation's stamp, PNG or JPEG bytes. */
export type CertificateAssets = { signature: Buffer | null; stamp: Buffer | null };

export type CertificatePdfInput = {
  facts: DocumentFacts;
  /** i18next fixed to `facts.lang`. */
  t: TFunction;
  /** i18next fixed to English, for the certificat de réalisation's courtesy page. */
  tEn?: TFunction;
  /** The site's name, kept in the PDF's properties. */
  appName: string;
  assets: CertificateAssets;
};

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const { facts, t, assets } = input;
  const courtesy = facts.kind === "realisation" && facts.courtesyPage;
  // A page the holder was promised cannot be left out quietly: the caller forgot the English t.
  if (courtesy && !input.tEn) throw new Error("certificatePdf: a courtesy page needs tEn (i18next fixed to English)");
  const title = t(`${K}.title.${facts.kind}`);
  const { doc, bytes } = await createDocument({
    lang: facts.lang,
    title: `${title} – ${facts.holder.name} – ${facts.course.title}`,
    author: facts.organisation.legalName,
    subject: `${facts.course.reference} · ${input.appName}`,
  });
  const pages: FooterPage[] = [];
  /** A flow's pages: the first starts at the top, the next ones under a line naming the document and its holder. */
  const pageIn = (pageT: TFunction, name: string) => {
    let first = true;
    return () => {
      doc.addPage({ size: "A4", layout: "portrait", margin: 0 });
      pages.push({ t: pageT });
      // Drawn first, so that the text stays readable over it.
      if (!facts.code) drawWatermark(doc, pageT(`${K}.watermark`));
      if (first) {
        first = false;
        return TOP;
      }
      cell(doc, `${name} · ${facts.holder.name} · ${facts.course.reference}`, SIDE, TOP - 14, WIDTH, 1, {
        size: 8,
        color: MUTED,
      });
      return TOP + 12;
    };
  };

  const flow = new Flow(doc, pageIn(t, title));
  drawLetterhead(flow, t, facts);
  drawTitle(flow, title);
  if (facts.kind === "realisation") {
    drawRealisation(flow, t, facts.lang, "realisation", facts);
    drawSignatureBlock(flow, t, facts, assets, {
      placeDate: placeAndDate(t, `${K}.signature.place_date`, facts.lang, facts),
      caption: t(`${K}.realisation.signature_caption`),
    });
  } else {
    drawStatement(flow, t, facts, assets);
  }

  if (courtesy && input.tEn) {
    const tEn = input.tEn;
    const english = new Flow(doc, pageIn(tEn, tEn(`${K}.title.realisation`)));
    english.text(tEn(`${K}.courtesy.heading`), { font: "bold", size: 13 }, { gap: 16 });
    drawRealisation(english, tEn, "en", "courtesy", facts);
    english.text(placeAndDate(tEn, `${K}.courtesy.place_date`, "en", facts), { size: 10.5 }, { gap: 6 });
    english.text(tEn(`${K}.courtesy.signature_note`), { size: 9.5, color: MUTED });
  }

  // Loaded on the first certificate, not at start.
  const qr =
    facts.code && facts.verifyUrl
      ? await (await import("qrcode")).default.toBuffer(facts.verifyUrl, {
          type: "png",
          margin: 1,
          errorCorrectionLevel: "M",
          width: 240,
        })
      : null;
  drawCertificateFooters(doc, facts, pages, qr);
  return bytes();
}

/** "Fait à Paris, le 2 juin 2031": the organising agency's city and the day of issue. */
function placeAndDate(t: TFunction, key: string, lang: Lang, facts: DocumentFacts): string {
  return t(key, { city: facts.agency.city, date: longDate(lang)(facts.issuedOn) });
}

/** "du 2 juin 2031 au 3 juin 2031", or "le 2 juin 2031" for one day. */
function datesText(t: TFunction, lang: Lang, facts: DocumentFacts): string {
  const date = longDate(lang);
  const { start, end } = coveredDays(facts);
  return start === end
    ? t(`${K}.dates.single`, { date: date(start) })
    : t(`${K}.dates.range`, { start: date(start), end: date(end) });
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The attestation de fin de formation / certificate of completion and the certificate of
 * attendance: who attests, the holder, the course, its facts, the objectives (with their
 * results when assessed), the legal basis in France, then the place, date and signatures.
 */
function drawStatement(flow: Flow, t: TFunction, facts: DocumentFacts, assets: CertificateAssets) {
  const lang = facts.lang;
  const organisation = facts.organisation.legalName;
  const representative = facts.organisation.representative?.trim();
  const body: TextStyle = { size: 10.5 };
  const centred: TextStyle = { ...body, align: "center" };
  flow.text(
    representative
      ? t(`${K}.body.attests_by`, { representative, organisation })
      : t(`${K}.body.attests`, { organisation }),
    centred,
    { gap: 12 },
  );
  flow.text(facts.holder.name, { font: "bold", size: 17, align: "center" }, { gap: 3 });
  const company = facts.holder.company?.trim();
  if (company) flow.text(t(`${K}.body.employed_by`, { company }), { ...centred, color: MUTED }, { gap: 3 });
  flow.space(6);
  flow.text(t(`${K}.body.${facts.kind === "attendance" ? "attended" : "completed"}`), centred, { gap: 6 });
  flow.text(facts.course.title, { font: "bold", size: 14, align: "center" }, { gap: 3 });
  flow.text(t(`${K}.body.reference`, { reference: facts.course.reference }), {
    size: 9.5,
    color: MUTED,
    align: "center",
  });
  flow.space(12);

  flow.row(t(`${K}.facts.nature`), [t(`${K}.nature.${facts.course.nature}`)]);
  if (facts.period) {
    flow.row(t(`${K}.facts.period`), [capitalized(monthName(lang, facts.period.month)), datesText(t, lang, facts)]);
  } else {
    flow.row(t(`${K}.facts.dates`), [capitalized(datesText(t, lang, facts))]);
  }
  flow.row(t(`${K}.facts.venue`), [facts.session.venue?.trim() || t(`${K}.facts.remote`)]);
  const { minutes } = facts;
  const duration = [
    t(`${K}.duration.attended_of_planned`, {
      attended: formatMinutes(t, minutes.attended),
      planned: formatMinutes(t, minutes.planned),
    }),
  ];
  if (minutes.remote > 0) {
    duration.push(
      t(`${K}.duration.split`, {
        in_person: formatMinutes(t, minutes.inPerson),
        remote: formatMinutes(t, minutes.remote),
      }),
    );
  }
  if (minutes.excused > 0) duration.push(t(`${K}.duration.excused`, { excused: formatMinutes(t, minutes.excused) }));
  flow.row(t(`${K}.facts.duration`), duration);
  flow.space(10);

  const section: TextStyle = { font: "bold", size: 11 };
  const objectives = facts.course.objectives.filter((o) => o.trim() !== "");
  if (facts.course.assessmentPlanned && objectives.length > 0) {
    flow.keep(flow.height("X", section) + 50);
    flow.text(t(`${K}.results.title`), section, { gap: 7 });
    drawResultsTable(flow, t, { ...facts, course: { ...facts.course, objectives } });
  } else if (objectives.length > 0) {
    flow.keep(flow.height("X", section) + 30);
    flow.text(t(`${K}.objectives.title`), section, { gap: 7 });
    drawObjectives(flow, objectives);
  }
  if (frenchMentions(facts)) flow.text(t(`${K}.legal_basis`), { size: 9.5, color: MUTED }, { gap: 16 });
  else flow.space(6);
  drawSignatureBlock(flow, t, facts, assets, {
    placeDate: placeAndDate(t, `${K}.signature.place_date`, lang, facts),
  });
}

/**
 * The certificat de réalisation's statement in the official model's order, from the keys under
 * `prefix`: "realisation" (the French document) or "courtesy" (its English translation).
 */
function drawRealisation(
  flow: Flow,
  t: TFunction,
  lang: Lang,
  prefix: "realisation" | "courtesy",
  facts: DocumentFacts,
) {
  const p = `${K}.${prefix}`;
  const body: TextStyle = { size: 10.5 };
  const indent = SIDE + 18;
  const representative = facts.organisation.representative?.trim() || t(`${p}.representative_missing`);
  flow.text(t(`${p}.intro`, { representative, organisation: facts.organisation.legalName }), body, { gap: 12 });
  flow.text(facts.holder.name, { font: "bold", size: 14 }, { x: indent, gap: 3 });
  const company = facts.holder.company?.trim();
  flow.text(company && !facts.holder.selfFunded ? t(`${p}.employee`, { company }) : t(`${p}.individual`), body, {
    x: indent,
    gap: 12,
  });
  const title = prefix === "courtesy" ? facts.course.titleEn || facts.course.title : facts.course.title;
  flow.text(t(`${p}.followed`, { title }), { ...body, font: "bold" }, { gap: 12 });
  flow.text(t(`${p}.nature`), body, { gap: 7 });
  drawNatures(flow, t, facts.course.nature);
  flow.space(4);

  const date = longDate(lang);
  const { start, end } = coveredDays(facts);
  flow.text(
    start === end
      ? t(`${p}.dates_single`, { date: date(start) })
      : t(`${p}.dates_range`, { start: date(start), end: date(end) }),
    body,
  );
  if (facts.period) flow.text(t(`${p}.period`, { month: monthName(lang, facts.period.month) }), body);
  const { minutes } = facts;
  const attended = decimalHours(lang, minutes.attended);
  const planned = decimalHours(lang, minutes.planned);
  flow.text(t(`${p}.duration`, { count: attended.count, attended: attended.value, planned: planned.value }), {
    ...body,
    font: "bold",
  });
  const hours = (value: number) => {
    const h = decimalHours(lang, value);
    return t(`${p}.hours`, { count: h.count, value: h.value });
  };
  if (minutes.remote > 0) {
    flow.text(t(`${p}.split`, { in_person: hours(minutes.inPerson), remote: hours(minutes.remote) }), body, {
      x: indent,
    });
  }
  if (minutes.excused > 0) {
    flow.text(t(`${p}.excused`, { excused: hours(minutes.excused) }), { ...body, color: MUTED }, { x: indent });
  }
  flow.space(12);
  flow.text(t(`${p}.retention`), { size: 9.5 }, { gap: 18 });
}

const FILE_PREFIX: Record<DocumentFacts["kind"], Record<Lang, string>> = {
  completion: { fr: "attestation", en: "certificate-of-completion" },
  realisation: { fr: "certificat-de-realisation", en: "certificat-de-realisation" },
  attendance: { fr: "attestation-de-presence", en: "certificate-of-attendance" },
};

/**
 * The file's name, ASCII (a download keeps it across systems): kind, reference, first day (the
 * month of a monthly certificate), holder, version, and "projet"/"draft" on a draft's preview.
 */
export function certificateFilename(facts: DocumentFacts): string {
  const safe = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[đĐ]/g, "d")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-+|-+$/g, "");
  const day = facts.period ? facts.period.month.slice(0, 7) : facts.session.startDate.slice(0, 10);
  const parts = [
    FILE_PREFIX[facts.kind][facts.lang],
    safe(facts.course.reference),
    day,
    safe(facts.holder.name).toLowerCase(),
    `v${facts.version}`,
    facts.code ? "" : facts.lang === "fr" ? "projet" : "draft",
  ];
  return `${parts.filter(Boolean).join("-")}.pdf`;
}
