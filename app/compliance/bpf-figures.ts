// The annual activity report's figures as one list (BPF, delivery.md §8): one line per box and
// measure, labelled with its form box (the category's `bpf_line`) and its category in the
// reader's language, with beside each box's total the count of records missing what it needs.
// What the CSV writes line by line and the PDF and the screen lay out; pure and browser-safe.
import type { Lang } from "~/i18n/messages";
import type { BpfCategoryRef, BpfReport, TraineeBox } from "./bpf.server";
import { bpfLabel } from "./bpf-categories";

export const BPF_MEASURES = [
  "revenue_own",
  "revenue_subcontracted",
  "revenue",
  "trainers",
  "trainer_hours",
  "participants",
  "hours",
] as const;
export type BpfMeasure = (typeof BPF_MEASURES)[number];

/** The report's sections, their box on the form and their translation key (admin.bpf.sections.*). */
export const BPF_SECTIONS = {
  revenue: "C",
  trainers: "E",
  participant_types: "F-1",
  objectives: "F-3",
  specialties: "F-4",
} as const;
export type BpfSection = keyof typeof BPF_SECTIONS;

export const TRAINEE_SECTIONS = [
  ["participant_types", "participantTypes"],
  ["objectives", "objectives"],
  ["specialties", "specialties"],
] as const satisfies readonly (readonly [BpfSection, keyof BpfReport])[];

export type BpfFigure = {
  box: string;
  /** The category's label, "not given", or the box's total. */
  label: string;
  measure: BpfMeasure;
  value: number;
  /** Beside a box's total: the records missing what the box needs. */
  missing: number | null;
};

/** Hours from minutes, to the hundredth. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

type Translate = (key: string) => string;

/** A row's box and label: the category's, or the section's "not given" line. */
export function rowLabel(category: BpfCategoryRef | null, section: BpfSection, lang: Lang, t: Translate) {
  return category
    ? { box: category.bpf_line || BPF_SECTIONS[section], label: bpfLabel(category, lang) }
    : { box: BPF_SECTIONS[section], label: t(`admin.bpf.not_given.${section}`) };
}

function traineeFigures(box: TraineeBox, section: BpfSection, lang: Lang, t: Translate): BpfFigure[] {
  const lines = box.rows.flatMap((row) => {
    const { box: line, label } = rowLabel(row.category, section, lang, t);
    return [
      { box: line, label, measure: "participants" as const, value: row.participants, missing: null },
      { box: line, label, measure: "hours" as const, value: hoursOf(row.minutes), missing: null },
    ];
  });
  const total = t("admin.bpf.total");
  const code = BPF_SECTIONS[section];
  return [
    ...lines,
    { box: code, label: total, measure: "participants", value: box.total.participants, missing: box.missing },
    { box: code, label: total, measure: "hours", value: hoursOf(box.total.minutes), missing: null },
  ];
}

/** Every figure of the report, in the form's order. */
export function bpfFigures(report: BpfReport, lang: Lang, t: Translate): BpfFigure[] {
  const revenue = report.revenue.rows.flatMap((row) => {
    const { box, label } = rowLabel(row.category, "revenue", lang, t);
    return [
      { box, label, measure: "revenue_own" as const, value: row.own, missing: null },
      { box, label, measure: "revenue_subcontracted" as const, value: row.subcontracted, missing: null },
      { box, label, measure: "revenue" as const, value: round2(row.own + row.subcontracted), missing: null },
    ];
  });
  const total = t("admin.bpf.total");
  const { own, subcontracted } = report.revenue.total;
  return [
    ...revenue,
    { box: "C", label: total, measure: "revenue_own", value: own, missing: null },
    { box: "C", label: total, measure: "revenue_subcontracted", value: subcontracted, missing: null },
    { box: "C", label: total, measure: "revenue", value: round2(own + subcontracted), missing: report.revenue.missing },
    {
      box: "E",
      label: t("admin.bpf.trainers.count"),
      measure: "trainers",
      value: report.trainers.count,
      missing: report.trainers.missing,
    },
    {
      box: "E",
      label: t("admin.bpf.trainers.hours"),
      measure: "trainer_hours",
      value: hoursOf(report.trainers.minutes),
      missing: null,
    },
    ...TRAINEE_SECTIONS.flatMap(([section, key]) => traineeFigures(report[key] as TraineeBox, section, lang, t)),
  ];
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
