// The /admin/compliance/bpf screen: the annual activity report's figures for a civil year (C
// revenue by funding source, own account and subcontracted; E trainers and their hours; F-1, F-3,
// F-4 trainees and hours attended by type, objective and specialty), each row labelled with its
// box on the form, and beside each box what is missing, linked to the records to complete. The
// year is chosen among those with sessions; the CSV and the PDF give the same figures.
// The route's loader is in app/routes/admin/compliance-bpf.tsx.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatNumber, formatPrice } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { Button, buttonClasses } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { Field, FormError, Select } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import type { BpfReport, CourseToComplete, TraineeBox } from "./bpf.server";
import { BPF_SECTIONS, type BpfSection, hoursOf, rowLabel, TRAINEE_SECTIONS } from "./bpf-figures";

const K = "admin.bpf";

/** The report is filed in euros. */
const CURRENCY = "EUR";

export type BpfScreenProps = {
  year: number;
  /** The years with sessions of French agencies, latest first. */
  years: number[];
  /** Null: the figures could not be read. */
  report: BpfReport | null;
};

export const BPF_HREF = "/admin/compliance/bpf";
export const BPF_CATEGORIES_HREF = "/admin/compliance/categories";

export function BpfScreen({ year, years, report }: BpfScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const choices = years.includes(year) ? years : [year, ...years].sort((a, b) => b - a);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t(`${K}.title`)}
        subtitle={t(`${K}.subtitle`)}
        actions={
          <>
            <a href={`${BPF_HREF}.csv?year=${year}`} download className={buttonClasses({ variant: "outline" })}>
              {t(`${K}.export_csv`)}
            </a>
            <a href={`${BPF_HREF}.pdf?year=${year}`} download className={buttonClasses({ variant: "outline" })}>
              {t(`${K}.export_pdf`)}
            </a>
            <Link to={BPF_CATEGORIES_HREF} className={buttonClasses({ variant: "secondary" })}>
              {t(`${K}.categories`)}
            </Link>
          </>
        }
      />
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field label={t(`${K}.year`)} name="year" className="w-40">
          <Select key={year} defaultValue={String(year)}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="secondary">
          {t(`${K}.show`)}
        </Button>
      </Form>
      {report === null ? (
        <FormError>{t(`${K}.error.load`)}</FormError>
      ) : report.sessions === 0 ? (
        <EmptyState title={t(`${K}.empty`, { year })} description={t(`${K}.empty_hint`)} />
      ) : (
        <Figures report={report} lang={lang} />
      )}
    </div>
  );
}

function Figures({ report, lang }: { report: BpfReport; lang: Lang }) {
  const { t } = useTranslation();
  const { year } = report;
  const amount = (value: number) => formatPrice(value, CURRENCY, lang);
  const hours = (minutes: number) => formatNumber(hoursOf(minutes), lang);
  return (
    <>
      <p className="text-sm text-slate-700">{t(`${K}.sessions_counted`, { count: report.sessions, year })}</p>
      <Box section="revenue">
        <Missing
          count={report.revenue.missing}
          what="revenue"
          href={`/admin/registrations?missing=funding_source&year=${year}`}
        />
        <Table
          caption={t(`${K}.sections.revenue`)}
          heads={[
            t(`${K}.columns.source`),
            t(`${K}.columns.own`),
            t(`${K}.columns.subcontracted`),
            t(`${K}.columns.total`),
          ]}
          rows={report.revenue.rows.map((row) => {
            const { box, label } = rowLabel(row.category, "revenue", lang, t);
            return {
              key: row.category?.id ?? "none",
              box,
              label,
              values: [amount(row.own), amount(row.subcontracted), amount(row.own + row.subcontracted)],
            };
          })}
          total={[
            amount(report.revenue.total.own),
            amount(report.revenue.total.subcontracted),
            amount(report.revenue.total.own + report.revenue.total.subcontracted),
          ]}
        />
      </Box>
      <Box section="trainers">
        <Missing count={report.trainers.missing} what="trainers" />
        <dl className="grid gap-4 sm:grid-cols-2">
          <Figure label={t(`${K}.trainers.count`)} value={formatNumber(report.trainers.count, lang)} />
          <Figure label={t(`${K}.trainers.hours`)} value={hours(report.trainers.minutes)} />
        </dl>
      </Box>
      {TRAINEE_SECTIONS.map(([section, key]) => (
        <Box key={section} section={section}>
          <TraineeMissing section={section} box={report[key] as TraineeBox} report={report} lang={lang} />
          <Table
            caption={t(`${K}.sections.${section}`)}
            heads={[t(`${K}.columns.${section}`), t(`${K}.columns.participants`), t(`${K}.columns.hours`)]}
            rows={(report[key] as TraineeBox).rows.map((row) => {
              const { box, label } = rowLabel(row.category, section, lang, t);
              return {
                key: row.category?.id ?? "none",
                box,
                label,
                values: [formatNumber(row.participants, lang), hours(row.minutes)],
              };
            })}
            total={[
              formatNumber((report[key] as TraineeBox).total.participants, lang),
              hours((report[key] as TraineeBox).total.minutes),
            ]}
          />
        </Box>
      ))}
    </>
  );
}

function Box({ section, children }: { section: BpfSection; children: ReactNode }) {
  const { t } = useTranslation();
  const id = `bpf-${section}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="text-xl font-semibold text-secondary">
        {t(`${K}.box`, { box: BPF_SECTIONS[section], title: t(`${K}.sections.${section}`) })}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** What a box lacks: none, or how many records, with the link to complete them. */
function Missing({ count, what, href }: { count: number; what: string; href?: string }) {
  const { t } = useTranslation();
  if (count === 0) return <p className="text-sm text-green-800">{t(`${K}.missing.none`)}</p>;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      {href ? (
        <Link to={href} className="font-medium underline underline-offset-2">
          {t(`${K}.missing.${what}`, { count })}
        </Link>
      ) : (
        t(`${K}.missing.${what}`, { count })
      )}
    </p>
  );
}

function TraineeMissing({
  section,
  box,
  report,
  lang,
}: {
  section: BpfSection;
  box: TraineeBox;
  report: BpfReport;
  lang: Lang;
}) {
  if (section === "participant_types") {
    return (
      <Missing
        count={box.missing}
        what="participant_types"
        href={`/admin/registrations?missing=participant_type&year=${report.year}`}
      />
    );
  }
  const lacking = report.coursesToComplete.filter((course) =>
    section === "objectives" ? course.lacksObjective : course.lacksSpecialty,
  );
  return (
    <>
      <Missing count={box.missing} what={section} />
      {lacking.length > 0 ? <CourseLinks courses={lacking} lang={lang} /> : null}
    </>
  );
}

/** The courses to complete, each linked to its page, where its editor opens. */
function CourseLinks({ courses, lang }: { courses: CourseToComplete[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t(`${K}.courses_to_complete`)} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {courses.map((course) => (
        <li key={course.id}>
          <Link to={`/formations/${course.slug}`} className="text-primary-dark underline underline-offset-2">
            {pick(course, "title", lang)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type TableRow = { key: string; box: string; label: string; values: string[] };

function Table({
  caption,
  heads,
  rows,
  total,
}: {
  caption: string;
  heads: string[];
  rows: TableRow[];
  total: string[];
}) {
  const { t } = useTranslation();
  const [labelHead, ...valueHeads] = heads;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t(`${K}.columns.box`)}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {labelHead}
            </th>
            {valueHeads.map((head) => (
              <th key={head} scope="col" className="py-2 pl-3 text-right font-medium">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="py-2 pr-3 whitespace-nowrap text-slate-600">{row.box}</td>
              <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td key={valueHeads[i]} className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <td />
            <th scope="row" className="py-2 pr-3">
              {t(`${K}.total`)}
            </th>
            {total.map((value, i) => (
              <td key={valueHeads[i]} className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
