// The course page's sheet (delivery.md §7, Qualiopi indicator 1), in the page's language: how
// to get in and how soon, how the course teaches and assesses, its accessibility for disabled
// people with the referent to contact, and its certification when it certifies. A part with
// nothing stated is left out; the whole section when nothing is.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AccessibilityReferent } from "~/courses/completeness";
import type { CourseDetail } from "~/courses/types";
import { formatDate } from "~/i18n/format";
import { type Lang, pick } from "~/i18n/messages";
import { hasText } from "~/rich-text/plain-text";

const K = "pages.courses.sheet";

function RichHtml({ html }: { html: string }) {
  return (
    <div
      className="prose-content text-slate-700"
      // Sanitised on every write (sanitizeRichText), so safe to render as HTML.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side before storage
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold text-secondary">{title}</h3>
      {children}
    </div>
  );
}

/** The referent's name and ways to reach them, as links. */
export function ReferentContact({ referent }: { referent: AccessibilityReferent }) {
  const { t } = useTranslation();
  const email = referent.email?.trim();
  const phone = referent.phone?.trim();
  return (
    <p className="text-slate-700">
      {t(`${K}.referent`, { name: referent.name ?? "" })}
      {email ? (
        <>
          {" · "}
          <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
            {email}
          </a>
        </>
      ) : null}
      {phone ? (
        <>
          {" · "}
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            className="font-medium text-primary underline underline-offset-2"
          >
            {phone}
          </a>
        </>
      ) : null}
    </p>
  );
}

export function CourseSheetSection({
  course,
  lang,
  referent,
}: {
  course: CourseDetail;
  lang: Lang;
  referent: AccessibilityReferent | null;
}) {
  const { t } = useTranslation();
  const text = (field: string) => pick(course, field, lang);
  const access = text("access_conditions");
  const leadTime = text("access_lead_time").trim();
  const teaching = text("teaching_methods");
  const assessment = text("assessment_methods");
  const accessibility = text("accessibility");
  const certification = course.is_certifying ? text("certification_title").trim() : "";

  const parts: ReactNode[] = [];
  if (hasText(access) || leadTime) {
    parts.push(
      <Part key="access" title={t(`${K}.sections.access`)}>
        {hasText(access) ? <RichHtml html={access} /> : null}
        {leadTime ? (
          <p className="text-slate-700">
            <span className="font-semibold">{t(`${K}.lead_time`)}</span> {leadTime}
          </p>
        ) : null}
      </Part>,
    );
  }
  if (hasText(teaching)) {
    parts.push(
      <Part key="teaching" title={t(`${K}.sections.teaching_methods`)}>
        <RichHtml html={teaching} />
      </Part>,
    );
  }
  if (hasText(assessment)) {
    parts.push(
      <Part key="assessment" title={t(`${K}.sections.assessment_methods`)}>
        <RichHtml html={assessment} />
      </Part>,
    );
  }
  if (hasText(accessibility) || referent) {
    parts.push(
      <Part key="accessibility" title={t(`${K}.sections.accessibility`)}>
        {hasText(accessibility) ? <RichHtml html={accessibility} /> : null}
        {referent ? <ReferentContact referent={referent} /> : null}
      </Part>,
    );
  }
  if (course.is_certifying && (certification || course.certification_code)) {
    const facts: [string, string | null][] = [
      [`${K}.certification.title`, certification || null],
      [`${K}.certification.code`, course.certification_code],
      [`${K}.certification.certifier`, course.certifier],
      [
        `${K}.certification.registered_on`,
        course.certification_registered_on ? formatDate(course.certification_registered_on, lang, "long") : null,
      ],
    ];
    parts.push(
      <Part key="certification" title={t(`${K}.sections.certification`)}>
        <dl className="grid gap-2 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          {facts
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold">{t(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </Part>,
    );
  }

  return (
    <section aria-labelledby="course-sheet-title" className="flex flex-col gap-6">
      <h2 id="course-sheet-title" className="text-2xl font-bold text-secondary">
        {t(`${K}.title`)}
      </h2>
      {parts}
      <p className="text-sm text-slate-600">
        {t(`${K}.updated_on`, { date: formatDate(course.updated_at, lang, "long") })}
      </p>
    </section>
  );
}
