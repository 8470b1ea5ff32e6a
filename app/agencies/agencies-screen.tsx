// The /admin/agencies screen: one card per agency (name, an Inactive badge, manager, address,
// contact, time zone) with edit, delete (confirmed) and its history; under it the agency's photo
// gallery in display order, each photo moved with the shared move buttons or deleted after
// confirming, and "add a photo" until the agency has MAX_AGENCY_PHOTOS (then the screen says
// why there is no button). The route's loader and action are in app/routes/admin/agencies.tsx.

import type { TFunction } from "i18next";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { useListPage } from "~/admin/list/list-page";
import { ReorderButtons, ReorderStatus, useReorder } from "~/admin/list/reorder";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { formatLocality } from "~/i18n/address";
import { type Lang, pick } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { ContactFacts } from "~/ui/contact-facts";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminAgency,
  type AdminAgencyPage,
  type AdminAgencyPhoto,
  type AgencyListParams,
  MAX_AGENCY_PHOTOS,
} from "./admin-schema";
import { AgencyEditor, AgencyPhotoEditor } from "./agency-editors";

const K = "admin.agencies";

export type AgenciesScreenProps = {
  params: AgencyListParams;
  list: AdminAgencyPage;
  hasLoadError: boolean;
};

export function AgenciesScreen({ params, list, hasLoadError }: AgenciesScreenProps) {
  const { t } = useTranslation();
  const editor = useEditorTarget<AdminAgency>();
  const photoEditor = useEditorTarget<AdminAgency>();
  const actionUrl = useCurrentUrl();
  const listPage = useListPage(K, { q: params.q, list, hasLoadError, onAdd: () => editor.openNew() });

  return (
    <AdminListPage
      {...listPage}
      subtitle={t(`${K}.subtitle`, { max: MAX_AGENCY_PHOTOS })}
      headingId="agencies-results"
      layout="list"
      items={list.agencies}
      itemKey={(agency) => agency.id}
      renderItem={(agency) => (
        <AgencyCard
          agency={agency}
          action={actionUrl}
          onEdit={() => editor.openFor(agency)}
          onAddPhoto={() => photoEditor.openFor(agency)}
        />
      )}
    >
      <AgencyEditor
        // A fresh form for each agency opened.
        key={editor.key}
        {...editor.dialog}
        action={actionUrl}
        agency={editor.item}
      />
      {photoEditor.item ? (
        <AgencyPhotoEditor
          key={`photo-${photoEditor.key}`}
          {...photoEditor.dialog}
          action={actionUrl}
          agency={photoEditor.item}
        />
      ) : null}
    </AdminListPage>
  );
}

function AgencyCard({
  agency,
  action,
  onEdit,
  onAddPhoto,
}: {
  agency: AdminAgency;
  action: string;
  onEdit: () => void;
  onAddPhoto: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const intents = useItemIntents(action, { id: agency.id });
  const place = formatLocality(agency);

  return (
    <article
      aria-labelledby={headingId}
      className={
        agency.is_active
          ? "flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          : "flex flex-col gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-semibold break-words text-secondary">
              {agency.name}
            </h3>
            {agency.is_active ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
          </div>
          <address className="text-sm text-slate-700 not-italic">
            {agency.address}
            <br />
            {place}, {agency.country}
          </address>
          <ContactFacts
            facts={[
              { label: t(`${K}.manager`), value: agency.manager_name },
              { label: t(`${K}.phone`), value: agency.phone },
              { label: t(`${K}.email`), value: agency.email, kind: "email" },
              { label: t(`${K}.timezone`), value: agency.timezone.replaceAll("_", " ") },
            ]}
          />
          <RowError intents={intents} />
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <RowActions
            intents={intents}
            label={t(`${K}.actions_label`, { name: agency.name })}
            edit={{ label: t(`${K}.edit`), onClick: onEdit }}
            remove={{
              label: t(`${K}.delete`),
              title: t(`${K}.delete_title`),
              message: t(`${K}.delete_confirm`, { name: agency.name, count: agency.photos.length }),
            }}
          />
          <HistoryLink entity="agency" id={agency.id} label={agency.name} />
        </div>
      </div>
      <AgencyPhotos agency={agency} action={action} onAdd={onAddPhoto} />
    </article>
  );
}

/** The agency's gallery: in display order, moved with the shared buttons, one photo deleted at a time. */
function AgencyPhotos({ agency, action, onAdd }: { agency: AdminAgency; action: string; onAdd: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const headingId = useId();
  const reorder = useReorder({
    items: agency.photos,
    itemKey: (photo) => photo.id,
    itemLabel: (photo) => photoLabel(photo, agency.photos.indexOf(photo), lang, t),
    action,
    intent: "reorder_photos",
    scope: agency.id,
  });
  const isFull = agency.photos.length >= MAX_AGENCY_PHOTOS;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-secondary">
          {t(`${K}.photos.title`, { name: agency.name })}{" "}
          <span className="font-normal text-slate-600">
            {t(`${K}.photos.count`, { count: agency.photos.length, max: MAX_AGENCY_PHOTOS })}
          </span>
        </h4>
        {isFull ? (
          // Said where the add button would be: why there is none.
          <p className="text-sm text-slate-600">{t(`${K}.photos.error.max_photos`)}</p>
        ) : (
          <Button variant="outline" size="sm" onClick={onAdd} aria-haspopup="dialog">
            {t(`${K}.photos.add`)}
            <span className="sr-only"> {t(`${K}.photos.for`, { name: agency.name })}</span>
          </Button>
        )}
      </div>
      {agency.photos.length === 0 ? (
        <p className="text-sm text-slate-600">{t(`${K}.photos.empty`)}</p>
      ) : (
        <>
          <ReorderStatus reorder={reorder} />
          <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {reorder.items.map((photo) => (
              <li key={photo.id}>
                <AgencyPhotoCard
                  photo={photo}
                  label={photoLabel(photo, agency.photos.indexOf(photo), lang, t)}
                  action={action}
                  reorderButtons={<ReorderButtons reorder={reorder} itemKey={photo.id} />}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** A photo's name for buttons and announcements: its caption, else "Photo 2" (its stored place). */
function photoLabel(photo: AdminAgencyPhoto, index: number, lang: Lang, t: TFunction): string {
  const caption = pick({ caption_fr: photo.caption_fr ?? "", caption_en: photo.caption_en ?? "" }, "caption", lang);
  return caption || t(`${K}.photos.untitled`, { n: index + 1 });
}

function AgencyPhotoCard({
  photo,
  label,
  action,
  reorderButtons,
}: {
  photo: AdminAgencyPhoto;
  label: string;
  action: string;
  reorderButtons: ReactNode;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(action, { id: photo.id });
  return (
    <figure className="flex h-full flex-col gap-2 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
      <img
        src={photo.url}
        alt={label}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-md bg-white object-cover"
      />
      <figcaption className="text-sm break-words text-slate-700">
        {photo.caption_fr || photo.caption_en ? (
          label
        ) : (
          <span className="text-slate-500">{t(`${K}.photos.no_caption`)}</span>
        )}
      </figcaption>
      <RowError intents={intents} />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {reorderButtons}
        <RowActions
          intents={intents}
          label={t(`${K}.photos.actions_label`, { label })}
          extra={[
            {
              intent: "delete_photo",
              label: t(`${K}.photos.delete`),
              variant: "danger",
              confirm: { title: t(`${K}.photos.delete_title`), message: t(`${K}.photos.delete_confirm`, { label }) },
            },
          ]}
        />
      </div>
    </figure>
  );
}
