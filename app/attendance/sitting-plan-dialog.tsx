// Editing a session's sittings before anything is signed (delivery.md §1): change a half-day's
// times, remove one, add one. A day outside the session's dates is allowed (a make-up day) but
// said in the row; overlapping sittings of one day are refused by the schema. Saving replaces
// the plan, which the session's dates then no longer regenerate.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BoardSession, BoardSitting } from "~/attendance/admin-attendance.server";
import { BOARD_INTENTS, isOutsideSession, PLAN_MAX_ROWS, planSchema } from "~/attendance/admin-schema";
import { useFetcherForm } from "~/forms/use-fetcher-form";
import { Button } from "~/ui/button";
import { EditorDialog } from "~/ui/editor-dialog";
import { Field } from "~/ui/field";

const K = "admin.attendance.plan";

type Row = { key: number; date: string; start_time: string; end_time: string };

export function SittingPlanDialog({
  open,
  onOpenChange,
  actionUrl,
  session,
  sittings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actionUrl: string;
  session: Pick<BoardSession, "start_date" | "end_date">;
  sittings: Pick<BoardSitting, "date" | "start_time" | "end_time" | "state">[];
}) {
  const { t } = useTranslation();
  const stored = (): Row[] =>
    sittings
      .filter((sitting) => sitting.state !== "cancelled")
      .map((sitting, index) => ({
        key: index,
        date: sitting.date,
        start_time: sitting.start_time.slice(0, 5),
        end_time: sitting.end_time.slice(0, 5),
      }));
  const [rows, setRows] = useState<Row[]>(stored);
  const [nextKey, setNextKey] = useState(1000);
  const form = useFetcherForm({
    fetcherKey: "attendance-plan",
    schema: planSchema,
    onOpenChange,
    onClose: () => setRows(stored()),
  });
  const { error } = form;

  const update = (key: number, field: keyof Omit<Row, "key">, value: string) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const last = rows[rows.length - 1];
    setRows((list) => [
      ...list,
      { key: nextKey, date: last?.date ?? session.start_date, start_time: "09:00", end_time: "12:30" },
    ]);
    setNextKey((key) => key + 1);
  };

  return (
    <EditorDialog
      form={form}
      open={open}
      size="lg"
      title={t(`${K}.title`)}
      intro={<p className="text-sm text-slate-700">{t(`${K}.intro`)}</p>}
      action={actionUrl}
      intent={BOARD_INTENTS.plan}
      saveLabel={t(`${K}.submit`)}
      savingLabel={t(`${K}.saving`)}
    >
      {error("rows") ? (
        <p role="alert" className="text-sm text-red-700">
          {error("rows")}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-lg p-3 ring-1 ring-slate-200">
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-slate-800">{t(`${K}.row`, { number: index + 1 })}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <Field
                  label={t(`${K}.date`)}
                  name={`rows.${index}.date`}
                  type="date"
                  required
                  value={row.date}
                  onChange={(event) => update(row.key, "date", event.currentTarget.value)}
                  error={error(`rows.${index}.date`)}
                />
                <Field
                  label={t(`${K}.start`)}
                  name={`rows.${index}.start_time`}
                  type="time"
                  required
                  value={row.start_time}
                  onChange={(event) => update(row.key, "start_time", event.currentTarget.value)}
                  error={error(`rows.${index}.start_time`)}
                />
                <Field
                  label={t(`${K}.end`)}
                  name={`rows.${index}.end_time`}
                  type="time"
                  required
                  value={row.end_time}
                  onChange={(event) => update(row.key, "end_time", event.currentTarget.value)}
                  error={error(`rows.${index}.end_time`)}
                />
              </div>
              {row.date && isOutsideSession(row.date, session) ? (
                <p className="text-sm text-amber-900">{t(`${K}.outside_dates`)}</p>
              ) : null}
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRows((list) => list.filter((other) => other.key !== row.key))}
                  aria-label={t(`${K}.remove_row`, { number: index + 1 })}
                >
                  {t(`${K}.remove`)}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" size="sm" onClick={add} disabled={rows.length >= PLAN_MAX_ROWS}>
          {t(`${K}.add`)}
        </Button>
      </div>
    </EditorDialog>
  );
}
