// The /admin/partners screen: a grid of cards in display order (logo or initial, name, an
// Inactive badge, website, e-mail, phone, how many resources name the partner), the shared move
// buttons while the list is whole (not while searching), edit in the dialog, delete after
// confirming (refused, with the reason, while resources name the partner). The route's loader
// and action are in app/routes/admin/partners.tsx.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { useListPage } from "~/admin/list/list-page";
import { OrderedItems, useOrderedList } from "~/admin/list/ordered-items";
import { type Reorder, ReorderButtons } from "~/admin/list/reorder";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { Badge } from "~/ui/badge";
import { ContactFacts } from "~/ui/contact-facts";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import type { AdminPartner } from "./admin-schema";
import { PartnerEditor } from "./partner-editor";

const K = "admin.partners";

export type PartnersScreenProps = { q: string; partners: AdminPartner[]; hasLoadError: boolean };

export function PartnersScreen({ q, partners, hasLoadError }: PartnersScreenProps) {
  const { t } = useTranslation();
  const editor = useEditorTarget<AdminPartner>();
  const actionUrl = useCurrentUrl();
  const ordered = useOrderedList({
    items: partners,
    itemKey: (partner) => partner.id,
    itemLabel: (partner) => partner.name,
    action: actionUrl,
    isWhole: q === "",
  });
  const listPage = useListPage(K, { q, total: partners.length, hasLoadError, onAdd: () => editor.openNew() });

  return (
    <AdminListPage
      {...listPage}
      headingId="partners-results"
      items={ordered.items}
      renderItems={(items) => (
        <OrderedItems
          items={items}
          itemKey={(partner) => partner.id}
          reorder={ordered.reorder}
          filteredNote={t(`${K}.reorder_when_whole`)}
          className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3"
          renderItem={(partner, reorder) => (
            <PartnerCard
              partner={partner}
              action={actionUrl}
              reorder={reorder}
              onEdit={() => editor.openFor(partner)}
            />
          )}
        />
      )}
    >
      <PartnerEditor key={editor.key} {...editor.dialog} action={actionUrl} partner={editor.item} />
    </AdminListPage>
  );
}

function PartnerCard({
  partner,
  action,
  reorder,
  onEdit,
}: {
  partner: AdminPartner;
  action: string;
  reorder: Reorder | null;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const intents = useItemIntents(action, { id: partner.id });

  return (
    <article
      aria-labelledby={headingId}
      className={
        partner.is_active
          ? "flex h-full flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          : "flex h-full flex-col gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
      }
    >
      <div className="flex items-start gap-4">
        {partner.logo_url ? (
          <img
            src={partner.logo_url}
            alt=""
            loading="lazy"
            className="h-16 w-24 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-24 shrink-0 items-center justify-center rounded-lg bg-secondary text-2xl font-bold text-white"
          >
            {partner.name.trim().charAt(0).toUpperCase() || "?"}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-semibold break-words text-secondary">
              {partner.name}
            </h3>
            {partner.is_active ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
          </div>
          <p className="text-xs text-slate-600">{t(`${K}.resource_count`, { count: partner.resource_count })}</p>
        </div>
      </div>
      <ContactFacts
        facts={[
          { label: t(`${K}.website`), value: partner.website_url, kind: "website" },
          { label: t(`${K}.email`), value: partner.email, kind: "email" },
          { label: t(`${K}.phone`), value: partner.phone },
        ]}
      />
      <RowError intents={intents} />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {reorder ? <ReorderButtons reorder={reorder} itemKey={partner.id} /> : null}
        <RowActions
          intents={intents}
          label={t(`${K}.actions_label`, { name: partner.name })}
          edit={{ label: t(`${K}.edit`), onClick: onEdit }}
          remove={{
            label: t(`${K}.delete`),
            title: t(`${K}.delete_title`),
            message: t(`${K}.delete_confirm`, { name: partner.name }),
          }}
        />
        <HistoryLink entity="partner" id={partner.id} label={partner.name} />
      </div>
    </article>
  );
}
