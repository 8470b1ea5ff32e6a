// The permission matrix screen: one table per role (modules × view/create/edit/delete), the
// spec's toggle rules applied as boxes are ticked, one save for the whole matrix. Without
// JavaScript the form still posts and the server applies the same rules.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { PERMISSION_MODULES } from "#db/schema";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { Button } from "~/ui/button";
import { FormError } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import {
  applyToggleRules,
  type Flags,
  MATRIX_ROLES,
  type Matrix,
  type MatrixRole,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionModule,
} from "./schema";

const K = "admin.permissions";

/** Modules only the back office writes: staff roles never reach it (decision 010). */
const BACK_OFFICE_MODULES: readonly PermissionModule[] = ["users", "roles", "translations", "settings", "agencies"];

export function PermissionMatrix({ matrix: stored }: { matrix: Matrix | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const [matrix, setMatrix] = useState(stored);
  const isSaving = fetcher.state !== "idle";
  const { answer } = useActionAnswer(fetcher);

  // The saved matrix comes back from the loader: start from it again.
  useEffect(() => setMatrix(stored), [stored]);

  if (!matrix) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t(`${K}.title`)} />
        <FormError>{t(`${K}.error.load`)}</FormError>
      </div>
    );
  }

  function toggle(role: MatrixRole, module: PermissionModule, flag: PermissionFlag, checked: boolean) {
    setMatrix((current) => {
      if (!current) return current;
      const flags = applyToggleRules({ ...current[role][module], [flag]: checked }, flag);
      return { ...current, [role]: { ...current[role], [module]: flags } };
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t(`${K}.title`)} subtitle={t(`${K}.subtitle`)} />
      <p className="rounded-xl bg-sky-50 p-4 text-sm text-slate-700 ring-1 ring-sky-200">{t(`${K}.enforcement`)}</p>
      <fetcher.Form method="post" className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="save" />
        {MATRIX_ROLES.map((role) => (
          <section
            key={role}
            aria-labelledby={`matrix-${role}`}
            className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <h2 id={`matrix-${role}`} className="px-4 pt-4 text-lg font-semibold text-secondary">
              {t(`admin.roles.role.${role}`)}
            </h2>
            <div className="p-4">
              <PermissionFlagsTable
                caption={t(`${K}.caption`, { role: t(`admin.roles.role.${role}`) })}
                namePrefix={`matrix.${role}`}
                subject={t(`admin.roles.role.${role}`)}
                value={matrix[role]}
                onToggle={(module, flag, checked) => toggle(role, module, flag, checked)}
              />
            </div>
          </section>
        ))}
        {!isSaving && answer && !answer.ok && answer.formError ? (
          <FormError revealFor={answer}>{t(answer.formError)}</FormError>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={isSaving}>
            {isSaving ? t(`${K}.saving`) : t(`${K}.save`)}
          </Button>
        </div>
      </fetcher.Form>
    </div>
  );
}

/**
 * One grid of modules × view/create/edit/delete checkboxes, named `<namePrefix>.<module>.<flag>`:
 * a role's row of the matrix, or a profile's permissions. The caller applies the toggle rules.
 */
export function PermissionFlagsTable({
  caption,
  namePrefix,
  subject,
  value,
  onToggle,
}: {
  caption: string;
  namePrefix: string;
  /** Names the checkboxes for screen readers: "Operator · Courses · Edit". */
  subject: string;
  value: Record<PermissionModule, Flags>;
  onToggle: (module: PermissionModule, flag: PermissionFlag, checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {t(`${K}.module`)}
            </th>
            {PERMISSION_FLAGS.map((flag) => (
              <th key={flag} scope="col" className="px-3 py-2 text-center">
                {t(`${K}.flags.${flag}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PERMISSION_MODULES.map((module) => {
            const label = t(`${K}.modules.${module}`);
            return (
              <tr key={module}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
                  {label}
                  {BACK_OFFICE_MODULES.includes(module) ? (
                    <span className="block text-xs font-normal text-slate-500">{t(`${K}.back_office_only`)}</span>
                  ) : null}
                </th>
                {PERMISSION_FLAGS.map((flag) => (
                  <td key={flag} className="px-3 py-2 text-center">
                    <input
                      type="checkbox"
                      name={`${namePrefix}.${module}.${flag}`}
                      checked={value[module][flag]}
                      onChange={(event) => onToggle(module, flag, event.currentTarget.checked)}
                      aria-label={t(`${K}.checkbox_label`, {
                        role: subject,
                        module: label,
                        flag: t(`${K}.flags.${flag}`),
                      })}
                      className="size-5 accent-secondary"
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
