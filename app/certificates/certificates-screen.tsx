// The /admin/sessions/:id/certificates screen (issue 26, delivery.md §3): the session and its
// organising agency, what keeps the documents back (the organisation's legal profile, sittings
// not locked), the page's moves (validate all, regenerate the outdated, send to funders) and the
// participants × documents matrix with its dialogs. The route's loader and action are in
// app/routes/admin/session-certificates.tsx; the writes in admin-certificates.server.ts.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sessionAttendanceHref, sessionRosterHref } from "~/admin/screen-links";
import { SessionPageHeader } from "~/admin/session-page-header";
import { CERTIFICATE_INTENTS } from "~/certificates/admin-schema";
import { FundingDialog, ResultsDialog, RevokeDialog } from "~/certificates/certificate-dialogs";
import { CertificateMatrix, type CertificateTarget } from "~/certificates/certificate-matrix";
import type { SessionCertificates } from "~/certificates/drafts.server";
import { type FundingOptions, NO_FUNDING_OPTIONS } from "~/compliance/bpf-categories";
import type { Lang } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { EmptyState } from "~/ui/empty-state";
import { type RowAction, RowActions, RowError, useItemIntents } from "~/ui/row-actions";

const K = "admin.certificates";
const LINK = "font-medium text-primary-dark underline underline-offset-2";

export type CertificatesScreenProps = {
  certificates: SessionCertificates;
  /** The BPF's funding sources and participant types, which the funding dialog completes too. */
  fundingOptions?: FundingOptions;
};

export function CertificatesScreen({ certificates, fundingOptions = NO_FUNDING_OPTIONS }: CertificatesScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { session, agency } = certificates;
  const [target, setTarget] = useState<CertificateTarget | null>(null);
  const base = sessionRosterHref(session.id);
  const actionUrl = `${base}/certificates`;
  const title = lang === "en" ? session.courseTitleEn || session.courseTitleFr : session.courseTitleFr;
  const close = () => setTarget(null);

  return (
    <div className="flex flex-col gap-6">
      <SessionPageHeader
        navLabel={t(`${K}.navigation`)}
        sessionId={session.id}
        links={[
          { to: base, label: t(`${K}.back_to_roster`) },
          { to: sessionAttendanceHref(session.id), label: t(`${K}.attendance_board`) },
        ]}
        label={t(`${K}.title`)}
        title={title}
      >
        <p className="text-sm text-slate-700">
          {t(`${K}.session_line`, {
            dates: formatSessionDates(session.startDate, session.endDate, lang),
            reference: session.reference,
          })}
        </p>
        <p className="text-sm text-slate-700">
          {agency
            ? t(`${K}.agency`, { name: agency.name, city: agency.city, country: agency.country })
            : t(`${K}.no_agency`)}
        </p>
        <p className="text-sm text-slate-700">
          {t(certificates.frenchRules ? `${K}.french_rules` : `${K}.other_rules`)}
        </p>
      </SessionPageHeader>

      <Notices certificates={certificates} />

      {certificates.participants.length === 0 ? (
        <EmptyState title={t(`${K}.empty`)} description={t(`${K}.empty_hint`)} />
      ) : (
        <>
          <PageActions certificates={certificates} actionUrl={actionUrl} />
          <CertificateMatrix certificates={certificates} actionUrl={actionUrl} onOpen={setTarget} />
        </>
      )}

      <ResultsDialog target={target} onClose={close} actionUrl={actionUrl} course={certificates.course} />
      <FundingDialog target={target} onClose={close} actionUrl={actionUrl} fundingOptions={fundingOptions} />
      <RevokeDialog target={target} onClose={close} actionUrl={actionUrl} />
    </div>
  );
}

/** What keeps documents back for everyone: the organisation's profile, sittings not locked. */
function Notices({ certificates }: { certificates: SessionCertificates }) {
  const { t } = useTranslation();
  const { organisationMissing, sittings, session } = certificates;
  if (organisationMissing.length === 0 && sittings.unlocked === 0 && session.status === "completed") return null;
  const box = "rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200";
  return (
    <div className="flex flex-col gap-2">
      {organisationMissing.length > 0 ? (
        <p role="status" className={box}>
          {t(`${K}.notice.organisation`, {
            fields: organisationMissing.map((field) => t(`${K}.organisation_fields.${field}`)).join(", "),
          })}{" "}
          <Link to="/admin/settings/organisation" className={LINK}>
            {t(`${K}.notice.organisation_link`)}
          </Link>
        </p>
      ) : null}
      {sittings.unlocked > 0 ? (
        <p role="status" className={box}>
          {t(`${K}.notice.unlocked`, { count: sittings.unlocked })}{" "}
          <Link to={sessionAttendanceHref(session.id)} className={LINK}>
            {t(`${K}.notice.unlocked_link`)}
          </Link>
        </p>
      ) : null}
      {session.status !== "completed" ? (
        <p role="status" className={box}>
          {t(`${K}.notice.not_completed`)}
        </p>
      ) : null}
    </div>
  );
}

/** Validate all, regenerate the outdated, send to funders: each confirmed first. */
function PageActions({ certificates, actionUrl }: { certificates: SessionCertificates; actionUrl: string }) {
  const { t } = useTranslation();
  const intents = useItemIntents(actionUrl);
  const every = certificates.participants.flatMap((participant) =>
    participant.slots.map((slot) => ({ participant, slot })),
  );
  const issuable = every.filter(({ slot }) => slot.blockers.length === 0 && slot.current === null);
  const people = new Set(issuable.map(({ participant }) => participant.registrationId)).size;
  const outdated = every.filter(({ slot }) => slot.outdated).length;
  const hasFunderDocuments = certificates.participants.some(
    (participant) => participant.funderContactEmail && participant.slots.some((slot) => slot.current),
  );
  const actions: RowAction[] = [];
  if (issuable.length > 0) {
    actions.push({
      intent: CERTIFICATE_INTENTS.issueAll,
      label: t(`${K}.issue_all.label`),
      variant: "primary",
      confirm: {
        title: t(`${K}.issue_all.title`),
        message: t(`${K}.issue_all.message`, { count: issuable.length, people }),
      },
    });
  }
  if (outdated > 0) {
    actions.push({
      intent: CERTIFICATE_INTENTS.regenerate,
      label: t(`${K}.regenerate.label`),
      variant: "secondary",
      confirm: { title: t(`${K}.regenerate.title`), message: t(`${K}.regenerate.message`, { count: outdated }) },
    });
  }
  if (hasFunderDocuments) {
    actions.push({
      intent: CERTIFICATE_INTENTS.sendToFunders,
      label: t(`${K}.send_to_funders.label`),
      variant: "secondary",
      confirm: { title: t(`${K}.send_to_funders.title`), message: t(`${K}.send_to_funders.message`) },
    });
  }
  return (
    <section aria-label={t(`${K}.page_actions`)} className="flex flex-col gap-2">
      {actions.length > 0 ? (
        <RowActions intents={intents} extra={actions} />
      ) : (
        <p className="text-sm text-slate-600">{t(`${K}.nothing_to_do`)}</p>
      )}
      <RowError intents={intents} />
    </section>
  );
}
