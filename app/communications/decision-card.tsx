// The dashboard's decisions (delivery.md §4): each session starting within ten days whose
// convocations wait — below its minimum, or not confirmed — with its three ways out, each one
// click into the flow that exists: confirm it (here), move it (the desk's editor), cancel it
// (the roster's cancellation, with its message to participants).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sessionCancelHref, sessionCommunicationsHref, sessionEditHref } from "~/admin/screen-links";
import { COMMUNICATION_INTENTS } from "~/communications/admin-schema";
import type { SessionDecision } from "~/communications/decisions.server";
import { formatDate } from "~/i18n/format";
import type { Lang } from "~/i18n/messages";
import { Badge } from "~/ui/badge";
import { RowActions, RowError, useItemIntents } from "~/ui/row-actions";

const K = "admin.dashboard.decisions";
const LINK = "text-sm font-medium text-secondary underline underline-offset-2";

export function DecisionCard({ decisions }: { decisions: SessionDecision[] }) {
  const { t } = useTranslation();
  if (decisions.length === 0) return <p className="text-slate-600">{t(`${K}.empty`)}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {decisions.map((decision) => (
        <Decision key={decision.id} decision={decision} />
      ))}
    </ul>
  );
}

function Decision({ decision }: { decision: SessionDecision }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const intents = useItemIntents(sessionCommunicationsHref(decision.id));
  const title = lang === "en" ? decision.course_title_en || decision.course_title_fr : decision.course_title_fr;
  const name = `${title} — ${formatDate(decision.start_date, lang, "long")}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-amber-200">
      <span className="flex flex-wrap items-center gap-2">
        <Link
          to={sessionCommunicationsHref(decision.id)}
          className="font-medium text-secondary underline-offset-2 hover:underline"
        >
          {name}
        </Link>
        {decision.escalated ? <Badge tone="danger">{t(`${K}.escalated`)}</Badge> : null}
      </span>
      <span className="text-sm text-slate-700">
        {decision.belowMinimum
          ? t(`${K}.below_minimum`, { count: decision.seats_taken, minimum: decision.min_participants })
          : t(`${K}.not_confirmed`, { count: decision.seats_taken })}
      </span>
      <span className="flex flex-wrap items-center gap-3">
        <RowActions
          intents={intents}
          label={t(`${K}.actions`, { name })}
          extra={[
            {
              intent: COMMUNICATION_INTENTS.goAhead,
              label: t("admin.communications.decision.go_ahead"),
              variant: "primary",
              confirm: {
                title: t("admin.communications.decision.go_ahead_title"),
                message: t("admin.communications.decision.go_ahead_message", {
                  count: decision.seats_taken,
                  minimum: decision.min_participants,
                }),
              },
            },
          ]}
        />
        <Link to={sessionEditHref(decision)} className={LINK}>
          {t("admin.communications.decision.move")}
          <span className="sr-only"> — {name}</span>
        </Link>
        <Link to={sessionCancelHref(decision.id)} className={LINK}>
          {t("admin.communications.decision.cancel")}
          <span className="sr-only"> — {name}</span>
        </Link>
      </span>
      <RowError intents={intents} />
    </li>
  );
}
