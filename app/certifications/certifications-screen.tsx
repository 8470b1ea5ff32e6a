// The /admin/certifications screen: a card per certification or accreditation (logo or initial,
// name, a "Hidden from the site" badge, what it certifies in the reader's language, the
// certifier's page) in the public strip's order, a search, and per card move earlier/later (on
// the whole list only), hide from or show on the site, edit, and delete (confirmed). The route's
// loader and action are in app/routes/admin/certifications.tsx; the add/edit modal is
// ./certification-editor.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { useListPage } from "~/admin/list/list-page";
import { type OrderedCardProps, OrderedItems, useOrderedList } from "~/admin/list/ordered-items";
import { ReorderButtons } from "~/admin/list/reorder";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { type Lang, pick } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { ContactFacts } from "~/ui/contact-facts";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import type { AdminCertification } from "./admin-schema";
import { CertificationEditor } from "./certification-editor";

const K = "admin.certifications";

export type CertificationsScreenProps = {
  q: string;
  certifications: AdminCertification[];
  hasLoadError: boolean;
};

export function CertificationsScreen({ q, certifications, hasLoadError }: CertificationsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const editor = useEditorTarget<AdminCertification>();
  const actionUrl = useCurrentUrl();
  const ordered = useOrderedList({
    items: certifications,
    itemKey: (certification) => certification.id,
    itemLabel: (certification) => certification.name,
    action: actionUrl,
    isWhole: q === "",
  });
  const listPage = useListPage(K, {
    q,
    total: certifications.length,
    hasLoadError,
    onAdd: () => editor.openNew(),
  });

  return (
    <AdminListPage
      {...listPage}
      headingId="certifications-results"
      items={ordered.items}
      renderItems={(items) => (
        <OrderedItems
          items={items}
          itemKey={(certification) => certification.id}
          reorder={ordered.reorder}
          filteredNote={t(`${K}.reorder_when_whole`)}
          labelledBy="certifications-results"
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          itemClassName="flex"
          renderItem={(certification, reorder) => (
            <CertificationCard
              certification={certification}
              lang={lang}
              reorder={reorder}
              actionUrl={actionUrl}
              onEdit={() => editor.openFor(certification)}
            />
          )}
        />
      )}
    >
      <CertificationEditor key={editor.key} {...editor.dialog} action={actionUrl} certification={editor.item} />
    </AdminListPage>
  );
}

function CertificationCard({
  certification,
  lang,
  reorder,
  actionUrl,
  onEdit,
}: OrderedCardProps & { certification: AdminCertification; lang: Lang }) {
  const { t } = useTranslation();
  const headingId = useId();
  const intents = useItemIntents(actionUrl, { id: certification.id });
  const { name, is_active: isActive } = certification;
  const description = pick(certification, "description", lang);

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex w-full flex-col gap-4 rounded-xl p-5 ring-1 ring-slate-200",
        isActive ? "bg-white shadow-sm" : "bg-slate-50",
      )}
    >
      <div className="flex items-start gap-4">
        {certification.logo_url ? (
          <img
            src={certification.logo_url}
            alt=""
            loading="lazy"
            className="h-14 w-24 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-14 w-24 shrink-0 items-center justify-center rounded-lg bg-secondary text-xl font-bold text-white"
          >
            {name.trim().charAt(0).toUpperCase() || "?"}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold break-words text-secondary">
              {name}
            </h3>
            {isActive ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
          </div>
          {description ? <p className="text-sm text-slate-700">{description}</p> : null}
        </div>
      </div>
      <ContactFacts facts={[{ label: t(`${K}.link`), value: certification.link_url, kind: "website" }]} />
      <RowError intents={intents} />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {reorder ? <ReorderButtons reorder={reorder} itemKey={certification.id} /> : null}
        <RowActions
          intents={intents}
          label={t(`${K}.actions_of`, { name })}
          edit={{ label: t(`${K}.edit`), onClick: onEdit }}
          extra={[
            isActive
              ? { intent: "deactivate", label: t(`${K}.deactivate`), variant: "outline" as const }
              : { intent: "reactivate", label: t(`${K}.reactivate`), variant: "outline" as const },
          ]}
          remove={{
            label: t(`${K}.delete`),
            title: t(`${K}.delete_title`),
            message: t(`${K}.delete_confirm`, { name }),
          }}
        />
        <HistoryLink entity="certification" id={certification.id} label={name} />
      </div>
    </article>
  );
}
