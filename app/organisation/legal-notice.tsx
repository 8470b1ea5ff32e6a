// The legal notice (/mentions-legales): who publishes the site, who runs the training (the
// declaration number with the wording French rules require), who hosts it, and the
// accessibility referent, from the organisation's legal profile and contact details. A field
// left blank is left out; a profile not filled in yet says so instead of an empty page.
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import type { PublicOrganisationProfile } from "./admin-schema";

const K = "pages.legal_notice";

export type LegalNoticeProps = {
  profile: PublicOrganisationProfile;
  contact: { email: string | null; phone: string | null };
  appName: string;
};

export function LegalNotice({ profile, contact, appName }: LegalNoticeProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const p = profile;
  const isFilled = Boolean(p.legal_name || p.publication_director || p.host_name);
  const company = [p.legal_form, p.share_capital ? t(`${K}.share_capital`, { amount: p.share_capital }) : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="type-title text-secondary">{t(`${K}.title`)}</h1>
        <p className="mt-2 text-slate-600">{t(`${K}.intro`, { site: appName })}</p>
      </header>
      {!isFilled ? <p className="rounded-lg bg-slate-100 p-4 text-slate-700">{t(`${K}.not_filled`)}</p> : null}

      <NoticeSection title={t(`${K}.publisher`)}>
        <Line>{p.legal_name}</Line>
        <Line>{company || null}</Line>
        <Line>{p.address}</Line>
        <Line label={t(`${K}.registration_number`)}>{p.registration_number}</Line>
        <Line>{p.trade_register}</Line>
        <Line label={t(`${K}.vat_number`)}>{p.vat_number}</Line>
        <Line label={t(`${K}.legal_representative`)}>{p.legal_representative}</Line>
        <Line label={t(`${K}.email`)}>
          {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
        </Line>
        <Line label={t(`${K}.phone`)}>{contact.phone}</Line>
      </NoticeSection>

      <NoticeSection title={t(`${K}.director`)}>
        <Line>{p.publication_director}</Line>
      </NoticeSection>

      <NoticeSection title={t(`${K}.training`)}>
        {p.training_declaration_number ? (
          <Line>
            {t(p.training_declaration_region ? `${K}.declaration` : `${K}.declaration_no_region`, {
              number: p.training_declaration_number,
              region: p.training_declaration_region ?? "",
            })}{" "}
            {/* Article L6352-12 of the French Labour Code: this sentence must follow the number. */}
            {t(`${K}.not_approval`)}
          </Line>
        ) : null}
        {p.qualiopi_number ? (
          <Line>
            {[
              t(`${K}.qualiopi`, { number: p.qualiopi_number }),
              p.qualiopi_certifier ? t(`${K}.qualiopi_by`, { certifier: p.qualiopi_certifier }) : null,
              p.qualiopi_date ? t(`${K}.qualiopi_on`, { date: formatDate(p.qualiopi_date, lang, "long") }) : null,
            ]
              .filter(Boolean)
              .join(" ")}
          </Line>
        ) : null}
      </NoticeSection>

      <NoticeSection title={t(`${K}.host`)}>
        <Line>{p.host_name}</Line>
        <Line>{p.host_address}</Line>
        <Line>{p.host_contact}</Line>
      </NoticeSection>

      <NoticeSection title={t(`${K}.accessibility`)}>
        <Line>{p.accessibility_referent_name}</Line>
        <Line label={t(`${K}.email`)}>
          {p.accessibility_referent_email ? (
            <a href={`mailto:${p.accessibility_referent_email}`}>{p.accessibility_referent_email}</a>
          ) : null}
        </Line>
        <Line label={t(`${K}.phone`)}>{p.accessibility_referent_phone}</Line>
      </NoticeSection>
    </div>
  );
}

/** A titled block; nothing at all when none of its lines has a value. */
function NoticeSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const lines = (Array.isArray(children) ? children : [children]).filter(
    (child) => child && (child as { props?: { children?: ReactNode } }).props?.children,
  );
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold text-secondary">
        {title}
      </h2>
      <div className="flex flex-col gap-1 text-slate-800 [&_a]:underline [&_a]:underline-offset-2">{lines}</div>
    </section>
  );
}

function Line({ label, children }: { label?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <p className="whitespace-pre-line">
      {/* The label carries its colon, with the language's spacing before it ("E-mail :"). */}
      {label ? <span className="font-medium text-slate-600">{`${label} `}</span> : null}
      {children}
    </p>
  );
}
