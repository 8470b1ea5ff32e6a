// One audit entry as the audit log (/admin/audit) and the dashboard draw it: when, who, what
// was done to which entity (linked to its screen), and each changed field as before → after.
// Action and entity names are translated where a label exists, shown raw otherwise; fields and
// enum values through ./audit-labels (a column nobody named yet is shown made readable).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { auditFieldLabel, auditValueLabel } from "~/admin/audit-labels";
import type { AuditChange, AuditEntryView } from "~/admin/audit-schema";
import { formatDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";

const K = "admin.audit";

/** A value longer than this shows its start, the whole of it one click away. */
const PREVIEW_LENGTH = 80;
/** An entry changing more fields than this folds them behind a summary (a deletion lists them all). */
const FOLDED_AFTER = 5;

/** `prefix.raw`'s text when the dictionary has one, else `raw` itself. */
function useLabel() {
  const { t, i18n } = useTranslation();
  return (prefix: string, raw: string) => (i18n.exists(`${K}.${prefix}.${raw}`) ? t(`${K}.${prefix}.${raw}`) : raw);
}

function ValueText({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === "") {
    return <span className="text-slate-500 italic">{t(`${K}.value.empty`)}</span>;
  }
  if (typeof value === "boolean") return <span>{t(`${K}.value.${value ? "yes" : "no"}`)}</span>;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.length <= PREVIEW_LENGTH) return <span className="break-words">{text}</span>;
  return (
    <details className="inline-block max-w-full align-top">
      <summary className="cursor-pointer break-words">
        {text.slice(0, PREVIEW_LENGTH)}… <span className="text-secondary underline">{t(`${K}.show_whole`)}</span>
      </summary>
      <p className="mt-1 whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-slate-700">{text}</p>
    </details>
  );
}

/** A creation lists what was set, a deletion what there was, anything else before → after. */
function Changes({ entity, changes }: { entity: string; changes: AuditChange[] }) {
  const { t, i18n } = useTranslation();
  const translator = { t: (key: string) => t(key), exists: (key: string) => i18n.exists(key) };
  const value = (change: AuditChange, side: "before" | "after") => (
    <ValueText value={auditValueLabel(translator, entity, change.field, change[side])} />
  );
  const isCreation = changes.every((change) => change.before === null);
  const isDeletion = !isCreation && changes.every((change) => change.after === null);
  const list = (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-medium text-slate-700">{auditFieldLabel(translator, entity, change.field)}</dt>
          <dd className="min-w-0 text-slate-800">
            {isCreation ? (
              value(change, "after")
            ) : isDeletion ? (
              value(change, "before")
            ) : (
              <>
                {value(change, "before")}
                <span aria-hidden="true" className="mx-1.5 text-slate-500">
                  →
                </span>
                <span className="sr-only"> {t(`${K}.became`)} </span>
                {value(change, "after")}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
  if (changes.length <= FOLDED_AFTER) return list;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-secondary">
        {t(`${K}.fields_changed`, { count: changes.length })}
      </summary>
      <div className="mt-2">{list}</div>
    </details>
  );
}

export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const lang = i18n.language as Lang;
  const entityName = entry.entity_label || entry.entity_id || "";
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <Badge tone={entry.action === "delete" ? "danger" : entry.action === "create" ? "success" : "info"}>
            {label("actions", entry.action)}
          </Badge>
          <span className="text-slate-600">{label("entities", entry.entity_type)}</span>
          {entityName ? (
            entry.href ? (
              <Link to={entry.href} className="font-semibold text-secondary underline underline-offset-2">
                {entityName}
              </Link>
            ) : (
              <span className="font-semibold text-slate-900">{entityName}</span>
            )
          ) : null}
        </p>
        <time dateTime={entry.created_at} className="text-sm text-slate-600">
          {formatDateTime(entry.created_at, lang)}
        </time>
      </div>
      <p className="text-sm text-slate-600">
        {t(`${K}.by`, {
          actor: entry.actor_name ? `${entry.actor_name} (${entry.actor_email})` : entry.actor_email,
        })}
      </p>
      {entry.changes.length > 0 ? <Changes entity={entry.entity_type} changes={entry.changes} /> : null}
    </div>
  );
}
