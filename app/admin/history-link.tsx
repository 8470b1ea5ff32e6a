// An editor's way to an entity's history: the audit log filtered to that entity.
import { useTranslation } from "react-i18next";
import { auditHistoryHref } from "~/admin/audit-schema";
import { ButtonLink } from "~/ui/button";

export type HistoryLinkProps = {
  /** The entity type its writes record ("user", "testimonial"…). */
  entity: string;
  id: string;
  /** Names the entity for screen readers: "History of anna@example.com". */
  label: string;
};

export function HistoryLink({ entity, id, label }: HistoryLinkProps) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to={auditHistoryHref(entity, id)}
      variant="ghost"
      size="sm"
      aria-label={t("admin.audit.history_of", { label })}
    >
      {t("admin.audit.history")}
    </ButtonLink>
  );
}
