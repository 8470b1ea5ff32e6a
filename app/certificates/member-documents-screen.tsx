// /profile/documents: a member's own certificates, grouped by session (newest first), every
// version issued with its state, each to download again or to check on its public page.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentSummary } from "~/certificates/documents.server";
import { formatDate, formatMonth } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { formatSessionDates } from "~/sessions/format";
import { Badge, type BadgeTone } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";

const K = "profile.documents";

/** What the page shows of a document (the loader sends no more). */
export type MemberDocument = Pick<
  DocumentSummary,
  | "id"
  | "kind"
  | "periodMonth"
  | "version"
  | "state"
  | "code"
  | "course"
  | "session"
  | "issuedOn"
  | "revokedAt"
  | "supersededBy"
>;

export type MemberDocumentsScreenProps = { documents: MemberDocument[] };

type SessionGroup = {
  key: string;
  course: MemberDocument["course"];
  session: MemberDocument["session"];
  documents: MemberDocument[];
};

/** One group per session, in the order the documents come (newest first). */
export function groupBySession(documents: MemberDocument[]): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  for (const document of documents) {
    const key = `${document.course.reference}|${document.session.startDate}|${document.session.endDate}`;
    const group = groups.get(key) ?? { key, course: document.course, session: document.session, documents: [] };
    group.documents.push(document);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const STATE_TONE: Record<MemberDocument["state"], BadgeTone> = {
  issued: "success",
  superseded: "neutral",
  revoked: "danger",
};

export function MemberDocumentsScreen({ documents }: MemberDocumentsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Lang;
  const groups = groupBySession(documents);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-secondary">{t(`${K}.title`)}</h1>
      <p className="mt-2 text-slate-700">{t(`${K}.intro`)}</p>
      {groups.length === 0 ? (
        <EmptyState
          className="mt-8"
          title={t(`${K}.empty.title`)}
          description={t(`${K}.empty.description`)}
          action={<ButtonLink to="/profile/registrations">{t(`${K}.empty.action`)}</ButtonLink>}
        />
      ) : (
        <ul className="mt-8 grid gap-6">
          {groups.map((group) => {
            const title = lang === "en" ? group.course.titleEn || group.course.title : group.course.title;
            const headingId = `documents-${group.key.replace(/[^A-Za-z0-9-]/g, "-")}`;
            return (
              <li
                key={group.key}
                aria-labelledby={headingId}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h2 id={headingId} className="text-lg leading-snug font-semibold text-secondary">
                  {title}
                </h2>
                <p className="text-sm text-slate-600">
                  {formatSessionDates(group.session.startDate, group.session.endDate, lang)} · {group.course.reference}
                </p>
                <ul className="mt-4 divide-y divide-slate-200">
                  {group.documents.map((document) => (
                    <DocumentRow key={document.id} document={document} lang={lang} courseTitle={title} />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function DocumentRow({
  document: d,
  lang,
  courseTitle,
}: {
  document: MemberDocument;
  lang: Lang;
  courseTitle: string;
}) {
  const { t } = useTranslation();
  const kind = t(`certificates.kinds.${d.kind}`);
  const state =
    d.state === "revoked" && d.revokedAt
      ? t(`${K}.revoked_on`, { date: formatDate(d.revokedAt, lang, "long") })
      : t(`certificates.states.${d.state}`);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-document-id={d.id}>
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{kind}</span>
          {d.periodMonth ? <span className="text-slate-700">— {formatMonth(d.periodMonth, lang)}</span> : null}
          <Badge tone={STATE_TONE[d.state]}>{state}</Badge>
        </p>
        <p className="text-sm text-slate-600">
          {t(`${K}.version`, { version: d.version })} · {t(`${K}.issued_on`, { date: formatDate(d.issuedOn, lang) })}
          {d.supersededBy ? ` · ${t(`${K}.superseded_by`, { version: d.supersededBy.version })}` : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-3 text-sm">
        {/* A plain link: a resource route answers with a file, not a page. */}
        <a
          href={`/profile/documents/${d.id}.pdf`}
          download
          className="font-medium text-secondary underline-offset-2 hover:underline"
        >
          {t(`${K}.download`)}
          <span className="sr-only">
            {" "}
            — {kind}, {courseTitle}, v{d.version}
          </span>
        </a>
        <Link to={`/verify/${d.code}`} className="font-medium text-secondary underline-offset-2 hover:underline">
          {t(`${K}.verify`)}
          <span className="sr-only">
            {" "}
            — {kind}, {courseTitle}, v{d.version}
          </span>
        </Link>
      </div>
    </li>
  );
}
