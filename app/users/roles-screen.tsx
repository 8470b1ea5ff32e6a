// The /admin/roles screen: users in a DataTable (inline role edit, one row at a time), the
// add-user modal, deactivate/reactivate, resend the invitation, and delete after typing the
// exact e-mail. The route's loader and action are in app/routes/admin/roles.tsx.
import { useTranslation } from "react-i18next";
import { LANGUAGES, ROLES, type Role } from "#db/schema";
import { HistoryLink } from "~/admin/history-link";
import { AdminListPage } from "~/admin/list/admin-list-page";
import { DataTable, type InlineEditHandle } from "~/admin/list/data-table";
import { ExportLink } from "~/admin/list/export-link";
import { filterPanelTexts, useListPage } from "~/admin/list/list-page";
import { useCurrentUrl } from "~/forms/use-current-url";
import { useEditorTarget } from "~/forms/use-editor-target";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field, Select } from "~/ui/field";
import { FilterPanel, FilterSelect } from "~/ui/filter-panel";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";
import {
  type AdminUserPage,
  type AdminUserRow,
  createUserSchema,
  type ProfileChoice,
  type UserListParams,
} from "./admin-schema";

const K = "admin.roles";

export type RolesScreenProps = {
  params: UserListParams;
  list: AdminUserPage;
  hasLoadError: boolean;
  actor: { id: string; role: Role };
  /** The active permission profiles a person may be given (their flags add to the role's). */
  profiles: ProfileChoice[];
};

/** The roles an actor may hand out: super_admin only by a super_admin (spec). */
function assignableRoles(actor: Role): readonly Role[] {
  return actor === "super_admin" ? ROLES : ROLES.filter((role) => role !== "super_admin");
}

export function RolesScreen({ params, list, hasLoadError, actor, profiles }: RolesScreenProps) {
  const { t, i18n } = useTranslation();
  const adder = useEditorTarget();
  const actionUrl = useCurrentUrl();
  const roles = assignableRoles(actor.role);
  const activeFilters = [params.role, params.status].filter(Boolean).length;

  const listPage = useListPage(K, { q: params.q, list, hasLoadError, activeFilters, onAdd: () => adder.openNew() });
  return (
    <AdminListPage
      {...listPage}
      actions={<ExportLink path="/admin/roles/export.xlsx" label={t(`${K}.export_xlsx`)} />}
      filters={
        <FilterPanel {...filterPanelTexts(t, K, activeFilters)} names={["role", "status"]} activeCount={activeFilters}>
          <FilterSelect
            name="role"
            label={t(`${K}.filters.role`)}
            value={params.role}
            allLabel={t(`${K}.filters.all`)}
            options={ROLES.map((role) => ({ value: role, label: t(`${K}.role.${role}`) }))}
          />
          <FilterSelect
            name="status"
            label={t(`${K}.filters.status`)}
            value={params.status}
            allLabel={t(`${K}.filters.all`)}
            options={(["active", "inactive"] as const).map((status) => ({
              value: status,
              label: t(`${K}.status.${status}`),
            }))}
          />
        </FilterPanel>
      }
      headingId="users-results"
      items={list.users}
      renderItems={(users) => (
        <DataTable
          caption={t(`${K}.table_caption`)}
          isCaptionHidden
          // Eight columns and four buttons never fit the back office's width as a table.
          cardsBelow="lg"
          rows={users}
          rowKey={(user) => user.id}
          rowLabel={(user) => user.email}
          inlineEdit={{ action: actionUrl, intent: "role", fields: (user) => ({ id: user.id }) }}
          columns={[
            { key: "email", header: t(`${K}.columns.email`), cell: (user) => user.email, isRowHeader: true },
            { key: "full_name", header: t(`${K}.columns.name`), cell: (user) => user.full_name || "—" },
            {
              key: "role",
              header: t(`${K}.columns.role`),
              cell: (user) => t(`${K}.role.${user.role}`),
              edit: (user, control) => (
                <Select {...control} defaultValue={user.role}>
                  {(roles.includes(user.role) ? roles : [user.role, ...roles]).map((role) => (
                    <option key={role} value={role}>
                      {t(`${K}.role.${role}`)}
                    </option>
                  ))}
                </Select>
              ),
            },
            {
              key: "profile_id",
              header: t(`${K}.columns.profile`),
              cell: (user) => user.profile_name ?? "—",
              edit: (user, control) => (
                <Select {...control} defaultValue={user.profile_id ?? ""}>
                  <option value="">{t(`${K}.no_profile`)}</option>
                  {profiles.map((profile) => (
                    <option key={profile.id} value={profile.id}>
                      {profile.name}
                    </option>
                  ))}
                </Select>
              ),
            },
            { key: "language", header: t(`${K}.columns.language`), cell: (user) => user.language.toUpperCase() },
            {
              key: "status",
              header: t(`${K}.columns.status`),
              cell: (user) => (
                <Badge tone={user.is_active ? "success" : "neutral"}>
                  {t(`${K}.status.${user.is_active ? "active" : "inactive"}`)}
                </Badge>
              ),
            },
            {
              key: "created_at",
              header: t(`${K}.columns.created`),
              cell: (user) => (
                <time dateTime={user.created_at}>{formatDate(user.created_at, i18n.language as Lang)}</time>
              ),
            },
          ]}
          actions={(user, inline) => <UserActions user={user} actor={actor} action={actionUrl} inline={inline} />}
        />
      )}
    >
      <AddUserDialog {...adder.dialog} action={actionUrl} roles={roles} />
    </AdminListPage>
  );
}

function UserActions({
  user,
  actor,
  action,
  inline,
}: {
  user: AdminUserRow;
  actor: RolesScreenProps["actor"];
  action: string;
  inline: InlineEditHandle | null;
}) {
  const { t } = useTranslation();
  const intents = useItemIntents(action, { id: user.id });
  // A super_admin is never edited nor deleted (spec); nobody removes themself here.
  if (user.role === "super_admin") {
    return (
      <div className="flex flex-col items-end gap-1">
        <Badge tone="neutral">{t(`${K}.locked`)}</Badge>
        <HistoryLink entity="user" id={user.id} label={user.email} />
      </div>
    );
  }
  const isSelf = user.id === actor.id;
  return (
    <div className="flex flex-col items-end gap-1">
      <RowActions
        intents={intents}
        label={t(`${K}.actions_label`, { email: user.email })}
        className="flex flex-wrap justify-end gap-2"
        edit={
          inline ? { label: t(`${K}.edit_role`), onClick: inline.start, isInline: true, ref: inline.ref } : undefined
        }
        extra={[
          ...(user.is_active && !user.email_verified ? [{ intent: "invite", label: t(`${K}.invite`) }] : []),
          ...(isSelf
            ? []
            : user.is_active
              ? [
                  {
                    intent: "deactivate",
                    label: t(`${K}.deactivate`),
                    variant: "outline" as const,
                    confirm: {
                      title: t(`${K}.deactivate_title`),
                      message: t(`${K}.deactivate_confirm`, { email: user.email }),
                    },
                  },
                ]
              : [{ intent: "reactivate", label: t(`${K}.reactivate`), variant: "outline" as const }]),
        ]}
        remove={
          isSelf
            ? undefined
            : {
                label: t(`${K}.delete`),
                title: t(`${K}.delete_title`),
                message: t(`${K}.delete_confirm`, { email: user.email }),
                confirmText: user.email,
              }
        }
      />
      <HistoryLink entity="user" id={user.id} label={user.email} />
      <RowError intents={intents} />
    </div>
  );
}

function AddUserDialog({
  open,
  onOpenChange,
  action,
  roles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
  roles: readonly Role[];
}) {
  const { t } = useTranslation();
  const form = useFetcherForm({ fetcherKey: "add-user", schema: createUserSchema, onOpenChange });
  const { values, error } = form;
  return (
    <EditorDialog
      form={form}
      open={open}
      title={t(`${K}.form.title`)}
      description={t(`${K}.form.description`)}
      action={action}
      intent="create"
      saveLabel={t(`${K}.form.save`)}
      savingLabel={t(`${K}.form.saving`)}
    >
      <Field
        label={t(`${K}.form.email`)}
        name="email"
        type="email"
        required
        autoComplete="off"
        defaultValue={values?.email ?? ""}
        error={error("email")}
      />
      <Field
        label={t(`${K}.form.full_name`)}
        name="full_name"
        required
        defaultValue={values?.full_name ?? ""}
        error={error("full_name")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t(`${K}.form.role`)} name="role" required error={error("role")}>
          <Select defaultValue={values?.role ?? "member"}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`${K}.role.${role}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t(`${K}.form.language`)} name="language" required error={error("language")}>
          <Select defaultValue={values?.language ?? "fr"}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`${K}.language.${language}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </EditorDialog>
  );
}
