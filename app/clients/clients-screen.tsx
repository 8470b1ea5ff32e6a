// The /admin/clients screen: a card per client (logo or initial, name, an Inactive badge,
// industry, size and country, description in the reader's language, website, e-mail, phone) in
// the home carousel's order, a search, and per card move earlier/later (on the whole list
// only), edit and delete (confirmed). The route's loader and action are in
// app/routes/admin/clients.tsx; the add/edit modal is ./client-editor.
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
import type { AdminClient } from "./admin-schema";
import { ClientEditor } from "./client-editor";

const K = "admin.clients";

export type ClientsScreenProps = {
  q: string;
  clients: AdminClient[];
  hasLoadError: boolean;
};

export function ClientsScreen({ q, clients, hasLoadError }: ClientsScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const editor = useEditorTarget<AdminClient>();
  const actionUrl = useCurrentUrl();
  const ordered = useOrderedList({
    items: clients,
    itemKey: (client) => client.id,
    itemLabel: (client) => client.name,
    action: actionUrl,
    isWhole: q === "",
  });
  const listPage = useListPage(K, { q, total: clients.length, hasLoadError, onAdd: () => editor.openNew() });

  return (
    <AdminListPage
      {...listPage}
      headingId="clients-results"
      items={ordered.items}
      renderItems={(items) => (
        <OrderedItems
          items={items}
          itemKey={(client) => client.id}
          reorder={ordered.reorder}
          filteredNote={t(`${K}.reorder_when_whole`)}
          labelledBy="clients-results"
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          itemClassName="flex"
          renderItem={(client, reorder) => (
            <ClientCard
              client={client}
              lang={lang}
              reorder={reorder}
              actionUrl={actionUrl}
              onEdit={() => editor.openFor(client)}
            />
          )}
        />
      )}
    >
      <ClientEditor key={editor.key} {...editor.dialog} action={actionUrl} client={editor.item} />
    </AdminListPage>
  );
}

function ClientCard({
  client,
  lang,
  reorder,
  actionUrl,
  onEdit,
}: OrderedCardProps & { client: AdminClient; lang: Lang }) {
  const { t } = useTranslation();
  const headingId = useId();
  const intents = useItemIntents(actionUrl, { id: client.id });
  const description = pick(client, "description", lang);
  const facts = [client.industry, t(`${K}.sizes.${client.size}`), client.country].filter(Boolean).join(" · ");

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex w-full flex-col gap-4 rounded-xl p-5 ring-1 ring-slate-200",
        client.is_active ? "bg-white shadow-sm" : "bg-slate-50",
      )}
    >
      <div className="flex items-start gap-4">
        {client.logo_url ? (
          <img
            src={client.logo_url}
            alt=""
            loading="lazy"
            className="h-14 w-24 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-14 w-24 shrink-0 items-center justify-center rounded-lg bg-secondary text-xl font-bold text-white"
          >
            {client.name.charAt(0).toUpperCase() || "?"}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold break-words text-secondary">
              {client.name}
            </h3>
            {client.is_active ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
          </div>
          <p className="text-sm text-slate-600">{facts}</p>
        </div>
      </div>
      {description ? <p className="line-clamp-4 text-sm text-slate-700">{description}</p> : null}
      <ContactFacts
        facts={[
          { label: t(`${K}.website`), value: client.website_url, kind: "website" },
          { label: t(`${K}.email`), value: client.email, kind: "email" },
          { label: t(`${K}.phone`), value: client.phone, kind: "phone" },
        ]}
      />
      <RowError intents={intents} />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {reorder ? <ReorderButtons reorder={reorder} itemKey={client.id} /> : null}
        <RowActions
          intents={intents}
          label={t(`${K}.actions_of`, { name: client.name })}
          edit={{ label: t(`${K}.edit`), onClick: onEdit }}
          remove={{
            label: t(`${K}.delete`),
            title: t(`${K}.delete_title`),
            message: t(`${K}.delete_confirm`, { name: client.name }),
          }}
        />
        <HistoryLink entity="client" id={client.id} label={client.name} />
      </div>
    </article>
  );
}
