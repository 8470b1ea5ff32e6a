// The /admin/trainers screen: one card per trainer (photo or initial, name or e-mail,
// contact, position, company, specialty chips, an Inactive badge), a status filter, and per
// card edit, deactivate (confirmed) or reactivate, and "resend the invitation" until the
// trainer has chosen a password. The route's loader and action are in
// app/routes/admin/trainers.tsx; the add/edit modal is ./trainer-editor.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { type Lang, pick, pickList } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { ContactFacts } from "~/ui/contact-facts";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import type { AdminTrainerPage, AdminTrainerRow, TrainerListParams } from "./admin-schema";
import { SpecialtyChips } from "./specialty-chips";
import { TrainerEditor } from "./trainer-editor";

const K = "admin.trainers";

export type TrainersScreenProps = {
  params: TrainerListParams;
  list: AdminTrainerPage;
  hasLoadError: boolean;
};

export function TrainersScreen({ params, list, hasLoadError }: TrainersScreenProps) {
  const editor = useEditorTarget<AdminTrainerRow>();
  const actionUrl = useCurrentUrl();
  const activeFilters = params.status === null ? 0 : 1;
  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters, onAdd: () => editor.openNew() });

  return (
    <AdminListPage
      {...listPage}
      filters={<StatusFilter status={params.status} />}
      headingId="trainers-results"
      layout="list"
      items={list.trainers}
      itemKey={(trainer) => trainer.id}
      renderItem={(trainer) => (
        <TrainerCard trainer={trainer} action={actionUrl} onEdit={() => editor.openFor(trainer)} />
      )}
    >
      <TrainerEditor key={editor.key} {...editor.dialog} action={actionUrl} trainer={editor.item} />
    </AdminListPage>
  );
}

function initialOf(trainer: AdminTrainerRow): string {
  return (trainer.full_name.trim() || trainer.email).charAt(0).toUpperCase() || "?";
}

function TrainerCard({ trainer, action, onEdit }: { trainer: AdminTrainerRow; action: string; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const headingId = useId();
  const intents = useItemIntents(action, { id: trainer.id });
  const name = trainer.full_name || trainer.email;
  // As the public card shows them to a reader of the screen's language.
  const position = pick({ position_fr: trainer.position, position_en: trainer.position_en }, "position", lang);
  const specialties = pickList(trainer.specialties, trainer.specialties_en, lang);
  const role = [position, trainer.company].filter(Boolean).join(" · ");

  return (
    <article
      aria-labelledby={headingId}
      className={
        trainer.is_active
          ? "flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start"
          : "flex flex-col gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:flex-row sm:items-start"
      }
    >
      {trainer.avatar_url ? (
        <img
          src={trainer.avatar_url}
          alt=""
          loading="lazy"
          className="size-14 shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-secondary text-xl font-bold text-white"
        >
          {initialOf(trainer)}
        </span>
      )}

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold break-words text-secondary">
            {name}
          </h3>
          {trainer.is_active ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
          {trainer.is_active && !trainer.email_verified ? <Badge tone="info">{t(`${K}.invited`)}</Badge> : null}
        </div>
        {role ? <p className="text-sm text-slate-700">{role}</p> : null}
        <ContactFacts
          facts={[
            { label: t(`${K}.email`), value: trainer.email, kind: "email" },
            { label: t(`${K}.phone`), value: trainer.phone, kind: "phone" },
          ]}
        />
        <SpecialtyChips label={t(`${K}.specialties`)} specialties={specialties} />
        <RowError intents={intents} />
      </div>

      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { name })}
        className="flex flex-wrap gap-2 sm:justify-end"
        edit={{ label: t(`${K}.edit`), onClick: onEdit }}
        extra={
          trainer.is_active
            ? [
                ...(trainer.email_verified
                  ? []
                  : [{ intent: "invite", label: t(`${K}.invite`), variant: "outline" as const }]),
                {
                  intent: "deactivate",
                  label: t(`${K}.deactivate`),
                  confirm: { title: t(`${K}.deactivate_title`), message: t(`${K}.deactivate_confirm`) },
                },
              ]
            : [{ intent: "reactivate", label: t(`${K}.reactivate`), variant: "outline" as const }]
        }
      />
      <HistoryLink entity="trainer" id={trainer.id} label={name} />
    </article>
  );
}

/** Active, inactive or both, in the shared panel (in the URL like the search). */
function StatusFilter({ status }: { status: TrainerListParams["status"] }) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      {...filterPanelTexts(t, K, status === null ? 0 : 1)}
      names={["status"]}
      activeCount={status === null ? 0 : 1}
    >
      <FilterSelect
        name="status"
        label={t(`${K}.filters.status`)}
        value={status}
        allLabel={t(`${K}.filters.all`)}
        options={(["active", "inactive"] as const).map((value) => ({ value, label: t(`${K}.status.${value}`) }))}
      />
    </FilterPanel>
  );
}
