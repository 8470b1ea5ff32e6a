// A session's fill: taken seats against the minimum (the mark) and the maximum (the bar's end),
// written out in a sentence, since the bar only draws it. The roster shows it with the hint of
// how many more are needed; the sessions desk shows it compact in each row.
import { useTranslation } from "react-i18next";
import { isAtRisk } from "~/registrations/lifecycle";
import { cn } from "~/ui/cn";

const K = "admin.sessions";

export type SessionFillProps = {
  session: { status: string; seats_taken: number; seats_available: number; min_participants: number };
  /** A row's version: smaller, without the hint under it. */
  compact?: boolean;
};

export function SessionFill({ session, compact = false }: SessionFillProps) {
  const { t } = useTranslation();
  const max = Math.max(1, session.seats_available);
  const taken = Math.min(session.seats_taken, max);
  const minimum = Math.min(session.min_participants, max);
  const atRisk = isAtRisk(session);
  return (
    <div className={cn("flex flex-col", compact ? "min-w-32 gap-1" : "mt-5 gap-2")}>
      <p className={cn(compact ? "text-xs text-slate-700" : "text-sm font-medium text-slate-800")}>
        {t(`${K}.fill`, {
          count: session.seats_taken,
          taken: session.seats_taken,
          min: session.min_participants,
          max: session.seats_available,
        })}
      </p>
      <div
        aria-hidden="true"
        className={cn("relative w-full overflow-hidden rounded-full bg-slate-200", compact ? "h-2" : "h-3")}
      >
        <div
          className={atRisk ? "h-full bg-amber-500" : "h-full bg-emerald-600"}
          style={{ width: `${(taken / max) * 100}%` }}
        />
        <div
          className="absolute inset-y-0 w-0.5 bg-slate-800"
          style={{ left: `calc(${(minimum / max) * 100}% - 1px)` }}
        />
      </div>
      {atRisk && !compact ? (
        <p className="text-sm text-amber-800">
          {t(`${K}.at_risk_hint`, { count: session.min_participants - session.seats_taken })}
        </p>
      ) : null}
    </div>
  );
}
