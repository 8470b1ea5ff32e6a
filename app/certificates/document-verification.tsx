// /verify/{code} for an issued document (delivery.md §3): what the certificate states, whether
// it is in force (valid, superseded by which version, revoked on which day and why), the PDF's
// fingerprint, and "is my PDF genuine?": a file posted here is hashed against the versions issued.
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import type { PdfCheck } from "~/certificates/documents.server";
import { PDF_CHECK_ACCEPT, pdfCheckSchema } from "~/certificates/schema";
import type { DocumentVerification } from "~/certificates/verification.server";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { parseForm } from "~/forms/validate";
import { formatDate, formatMonth } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { formatSessionDates, timeZoneLabel } from "~/sessions/format";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, FormError, FormSuccess } from "~/ui/field";

const K = "verify";

/** Minutes as "7 h 00", as the attendance sheet's page and the certificates print them. */
export function hours(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;
}

export function DocumentVerificationScreen({ verification: v }: { verification: DocumentVerification }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const m = v.minutes;
  const rows: [string, string][] = [
    [t(`${K}.fields.type`), t(`certificates.kinds.${v.documentKind}`)],
    [t(`${K}.fields.holder`), v.holder],
    [t(`${K}.fields.course`), `${v.course} (${v.reference})`],
    [
      t(`${K}.fields.dates`),
      `${formatSessionDates(v.session.startDate, v.session.endDate, lang)} (${timeZoneLabel(v.session.timezone, v.session.venue)})`,
    ],
    ...(v.period ? [[t(`${K}.fields.month`), formatMonth(v.period.month, lang)] as [string, string]] : []),
    [
      t(`${K}.fields.hours`),
      m.remote > 0
        ? t(`${K}.hours_split`, {
            attended: hours(m.attended),
            planned: hours(m.planned),
            inPerson: hours(m.inPerson),
            remote: hours(m.remote),
          })
        : t(`${K}.hours_of`, { attended: hours(m.attended), planned: hours(m.planned) }),
    ],
    [t(`${K}.fields.issuing_agency`), [v.agency.name, v.agency.city, v.agency.country].filter(Boolean).join(", ")],
    [t(`${K}.fields.issued_on`), formatDate(v.issuedOn, lang, "long")],
    [t(`${K}.fields.version`), String(v.version)],
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="type-title text-secondary">{t(`${K}.title`)}</h1>
        <p className="mt-2 text-slate-600">{t(`${K}.document_intro`, { code: v.code })}</p>
      </header>
      <DocumentStatus verification={v} lang={lang} />
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-900">{value}</dd>
          </div>
        ))}
        <dt className="font-semibold text-slate-600">{t(`${K}.fields.pdf_fingerprint`)}</dt>
        <dd className="font-mono text-sm break-all text-slate-900" data-testid="document-sha256">
          {v.sha256}
        </dd>
      </dl>
      <p className="text-sm text-slate-600">{t(`${K}.document_how`)}</p>
      <PdfCheckForm code={v.code} />
    </div>
  );
}

/** The status, first thing after the title: in force, replaced (by which), or revoked (when, why). */
function DocumentStatus({ verification: v, lang }: { verification: DocumentVerification; lang: Lang }) {
  const { t } = useTranslation();
  const box = "rounded-lg p-4 ring-1";
  if (v.state === "revoked") {
    return (
      <div role="status" className={`${box} bg-red-50 ring-red-200`} data-state="revoked">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-red-900">
          <Badge tone="danger">{t("certificates.states.revoked")}</Badge>
          {t(`${K}.status.revoked_on`, { date: v.revokedAt ? formatDate(v.revokedAt, lang, "long") : "—" })}
        </p>
        {v.revocationReason ? (
          <p className="mt-2 text-sm text-slate-800">
            {t(`${K}.status.reason`, { reason: t(`certificates.revocation_reasons.${v.revocationReason}`) })}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-700">{t(`${K}.status.revoked_text`)}</p>
      </div>
    );
  }
  if (v.state === "superseded") {
    return (
      <div role="status" className={`${box} bg-amber-50 ring-amber-200`} data-state="superseded">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-amber-950">
          <Badge tone="warning">{t("certificates.states.superseded")}</Badge>
          {v.supersededBy ? (
            <Link to={`/verify/${v.supersededBy.code}`} className="underline underline-offset-2">
              {t(`${K}.status.superseded_by`, { code: v.supersededBy.code, version: v.supersededBy.version })}
            </Link>
          ) : null}
        </p>
        <p className="mt-2 text-sm text-slate-700">{t(`${K}.status.superseded_text`)}</p>
      </div>
    );
  }
  return (
    <div role="status" className={`${box} bg-emerald-50 ring-emerald-200`} data-state="issued">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-emerald-950">
        <Badge tone="success">{t("certificates.states.issued")}</Badge>
        {t(`${K}.status.valid_text`)}
      </p>
    </div>
  );
}

/** What a checked file is, in the page's words. */
function checkMessage(check: PdfCheck, t: TFunction): string {
  switch (check.outcome) {
    case "genuine_current":
      return t(`${K}.check.genuine_current`);
    case "genuine_not_current":
      return t(`${K}.check.genuine_${check.state === "revoked" ? "revoked" : "superseded"}`);
    case "other_version":
      return t(`${K}.check.other_version_${check.state}`, { version: check.version, code: check.code });
    default:
      return t(`${K}.check.not_genuine`);
  }
}

type CheckAnswer = ActionData<{ check: PdfCheck }>;

/** "Is my PDF genuine?": the file posted to this page, its answer shown in place. */
function PdfCheckForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CheckAnswer>({ key: `pdf-check-${code}` });
  const { answer, errors, formError, formErrorParams } = useActionAnswer<CheckAnswer>(fetcher, { showsSuccess: true });
  // The same schema as the action, before sending 5 MB for nothing.
  const [localError, setLocalError] = useState<string | undefined>(undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = parseForm(pdfCheckSchema, new FormData(event.currentTarget));
    if (form.ok) return setLocalError(undefined);
    event.preventDefault();
    setLocalError(form.errors.file ?? `${K}.check.errors.file_required`);
  };
  const fileError = localError ?? errors.file;
  const check = answer?.ok ? answer.data?.check : undefined;
  return (
    <section aria-labelledby="pdf-check-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="pdf-check-title" className="text-lg font-bold text-secondary">
        {t(`${K}.check.title`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${K}.check.intro`)}</p>
      <fetcher.Form
        method="post"
        action={`/verify/${code}`}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="check" />
        <Field
          label={t(`${K}.check.file`)}
          name="file"
          type="file"
          accept={PDF_CHECK_ACCEPT}
          required
          hint={t(`${K}.check.hint`)}
          error={fileError ? t(fileError) : null}
          onChange={() => setLocalError(undefined)}
        />
        <div>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? t(`${K}.check.checking`) : t(`${K}.check.submit`)}
          </Button>
        </div>
      </fetcher.Form>
      <div className="mt-3" data-testid="pdf-check-answer">
        {check?.outcome === "genuine_current" ? (
          <FormSuccess revealFor={answer}>{checkMessage(check, t)}</FormSuccess>
        ) : check ? (
          <FormError revealFor={answer}>
            {checkMessage(check, t)}
            {check.outcome === "other_version" ? (
              <>
                {" "}
                <Link to={`/verify/${check.code}`} className="font-semibold underline">
                  {t(`${K}.check.see_version`, { version: check.version })}
                </Link>
              </>
            ) : null}
          </FormError>
        ) : null}
        {formError && !errors.file ? (
          <FormError revealFor={answer}>{t(formError, formErrorParams ?? {})}</FormError>
        ) : null}
      </div>
    </section>
  );
}
