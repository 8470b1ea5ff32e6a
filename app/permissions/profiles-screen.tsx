// The /admin/profiles screen: profile cards (name, description, what they allow, active),
// add/edit in an EditorDialog with the same permission grid as the matrix, delete confirmed.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PERMISSION_MODULES } from "#db/schema";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { useEntityEditor } from "~/forms/use-entity-editor";
import { Badge } from "~/ui/badge";
import { EditorDialog } from "~/ui/editor-dialog";
import { Checkbox, Field, TextArea } from "~/ui/field";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import { PermissionFlagsTable } from "./permission-matrix";
import {
  applyToggleRules,
  type Flags,
  NO_FLAGS,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionModule,
  PROFILE_DESCRIPTION_MAX,
  type ProfileRow,
  profileSchema,
} from "./schema";

const K = "admin.profiles";

export function ProfilesScreen({
  q,
  profiles,
  hasLoadError,
}: {
  q: string;
  profiles: ProfileRow[];
  hasLoadError: boolean;
}) {
  const editor = useEditorTarget<ProfileRow>();
  const actionUrl = useCurrentUrl();
  const listPage = useListPage(K, { q, total: profiles.length, hasLoadError, onAdd: () => editor.openNew() });
  return (
    <AdminListPage
      {...listPage}
      headingId="profiles-results"
      items={profiles}
      layout="list"
      itemKey={(profile) => profile.id}
      renderItem={(profile) => (
        <ProfileCard profile={profile} action={actionUrl} onEdit={() => editor.openFor(profile)} />
      )}
    >
      <ProfileEditor key={editor.key} profile={editor.item} {...editor.dialog} action={actionUrl} />
    </AdminListPage>
  );
}

/** The profile's stored permissions as a module → flags map (missing modules: nothing). */
function flagsOf(profile: ProfileRow | undefined): Record<PermissionModule, Flags> {
  const stored = new Map(profile?.permissions.map((p) => [p.module, p]));
  return Object.fromEntries(
    PERMISSION_MODULES.map((module) => {
      const found = stored.get(module);
      return [
        module,
        found
          ? {
              can_view: found.can_view,
              can_create: found.can_create,
              can_edit: found.can_edit,
              can_delete: found.can_delete,
            }
          : { ...NO_FLAGS },
      ];
    }),
  ) as Record<PermissionModule, Flags>;
}

function ProfileCard({ profile, action, onEdit }: { profile: ProfileRow; action: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const intents = useItemIntents(action, { id: profile.id });
  const flags = flagsOf(profile);
  const granted = PERMISSION_MODULES.filter((module) => PERMISSION_FLAGS.some((flag) => flags[module][flag]));
  return (
    <article
      aria-label={profile.name}
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-semibold text-secondary">{profile.name}</h3>
        {profile.is_active ? null : <Badge tone="neutral">{t(`${K}.inactive`)}</Badge>}
      </div>
      {profile.description ? <p className="text-slate-700">{profile.description}</p> : null}
      <p className="text-sm text-slate-600">
        {granted.length === 0
          ? t(`${K}.no_permissions`)
          : t(`${K}.grants`, {
              modules: granted.map((module) => t(`admin.permissions.modules.${module}`)).join(", "),
            })}
      </p>
      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { name: profile.name })}
        edit={{ label: t(`${K}.edit`), onClick: onEdit }}
        remove={{
          label: t(`${K}.delete`),
          title: t(`${K}.delete_title`),
          message: t(`${K}.delete_confirm`, { name: profile.name }),
        }}
      />
      <RowError intents={intents} />
      <HistoryLink entity="profile" id={profile.id} label={profile.name} />
    </article>
  );
}

function ProfileEditor({
  profile,
  open,
  onOpenChange,
  action,
}: {
  profile?: ProfileRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
}) {
  const { t } = useTranslation();
  const { form, dialog } = useEntityEditor({
    item: profile,
    keys: { form: `${K}.form` },
    fetcherKey: `profile-${profile?.id ?? "new"}`,
    schema: profileSchema,
    onOpenChange,
  });
  const { error, initial, checked } = form;
  const [flags, setFlags] = useState(() => flagsOf(profile));
  const toggle = (module: PermissionModule, flag: PermissionFlag, checked: boolean) =>
    setFlags((current) => ({ ...current, [module]: applyToggleRules({ ...current[module], [flag]: checked }, flag) }));
  const name = initial("name", profile?.name);
  return (
    <EditorDialog {...dialog} open={open} action={action}>
      <Field label={t(`${K}.form.name`)} name="name" required defaultValue={name} error={error("name")} />
      <Field label={t(`${K}.form.description`)} name="description" error={error("description")}>
        <TextArea
          rows={3}
          maxLength={PROFILE_DESCRIPTION_MAX}
          defaultValue={initial("description", profile?.description)}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">{t(`${K}.form.permissions`)}</legend>
        <PermissionFlagsTable
          caption={t(`${K}.form.permissions`)}
          namePrefix="permissions"
          subject={name || t(`${K}.form.this_profile`)}
          value={flags}
          onToggle={toggle}
        />
      </fieldset>
      <Checkbox
        name="is_active"
        label={t(`${K}.form.active`)}
        defaultChecked={checked("is_active", profile?.is_active ?? true)}
      />
    </EditorDialog>
  );
}
