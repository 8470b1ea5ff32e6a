// A case study's metrics inside its form: an ordered group of label (French, English), value,
// unit and trend, added, removed and moved with the shared move buttons, submitted as
// `metrics.0.label_fr`… in the order shown and stored on save with that order.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type AdminCaseStudyMetric, CASE_STUDY_LIMITS, METRIC_TREND_CHOICES } from "~/case-studies/admin-schema";
import { useItemList } from "~/forms/use-item-list";
import type { FieldErrors } from "~/forms/validate";
import { Field, Select } from "~/ui/field";
import { ItemButtons, ListAddButton, ListAnnouncement } from "~/ui/item-list-controls";

const K = "admin.case_studies.form.metrics";

type MetricDraft = { label_fr: string; label_en: string; value: string; unit: string; trend: string };
type TextKey = "label_fr" | "label_en" | "value" | "unit";

export function toMetricDraft(metric: Partial<AdminCaseStudyMetric>): MetricDraft {
  return {
    label_fr: metric.label_fr ?? "",
    label_en: metric.label_en ?? "",
    value: metric.value ?? "",
    unit: metric.unit ?? "",
    trend: metric.trend ?? "",
  };
}

const EMPTY: MetricDraft = { label_fr: "", label_en: "", value: "", unit: "", trend: "" };

export function MetricsField({
  defaultItems,
  errors,
  onChange,
}: {
  defaultItems: MetricDraft[];
  /** The form's field errors: `metrics.1.value` and the group's own `metrics`. */
  errors: FieldErrors;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = useItemList<MetricDraft>(defaultItems);
  const error = (name: string) => (errors[name] ? t(errors[name], { max: CASE_STUDY_LIMITS.metrics }) : null);
  const isFull = list.count >= CASE_STUDY_LIMITS.metrics;
  const metricName = (n: number, metric: MetricDraft) =>
    metric.label_fr || metric.label_en
      ? t(`${K}.item_named`, { n, label: metric.label_fr || metric.label_en })
      : t(`${K}.item`, { n });

  const text = (key: TextKey, index: number, itemKey: string, metric: MetricDraft, max: number) => {
    const name = `metrics.${index}.${key}`;
    return (
      <Field
        label={t(`${K}.${key}`)}
        name={name}
        value={metric[key]}
        maxLength={max}
        required={key !== "unit"}
        error={error(name)}
        ref={key === "label_fr" ? (list.itemControl(itemKey, "first") as never) : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          list.update(itemKey, (draft) => ({ ...draft, [key]: value }));
          onChange();
        }}
      />
    );
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="text-base font-semibold text-secondary">{t(`${K}.title`)}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t(`${K}.hint`, { count: list.count, max: CASE_STUDY_LIMITS.metrics })}
      </p>
      {list.count === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">
          {t(`${K}.empty`)}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {list.items.map((item, index) => {
            const n = index + 1;
            const metric = item.value;
            const label = metricName(n, metric);
            return (
              <li key={item.key} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-secondary">{t(`${K}.item`, { n })}</p>
                  <div className="flex gap-1">
                    <ItemButtons
                      list={list}
                      itemKey={item.key}
                      position={index}
                      label={label}
                      removeLabel={t(`${K}.remove`, { label })}
                      removedMessage={t(`${K}.removed`, { label })}
                      onChange={onChange}
                    />
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  {text("label_fr", index, item.key, metric, CASE_STUDY_LIMITS.metricLabel)}
                  {text("label_en", index, item.key, metric, CASE_STUDY_LIMITS.metricLabel)}
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  {text("value", index, item.key, metric, CASE_STUDY_LIMITS.metricValue)}
                  {text("unit", index, item.key, metric, CASE_STUDY_LIMITS.metricUnit)}
                  <Field
                    label={t(`${K}.trend`)}
                    name={`metrics.${index}.trend`}
                    error={error(`metrics.${index}.trend`)}
                  >
                    <Select
                      value={metric.trend}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        list.update(item.key, (draft) => ({ ...draft, trend: value }));
                        onChange();
                      }}
                    >
                      <option value="">{t(`${K}.trends.none`)}</option>
                      {METRIC_TREND_CHOICES.map((trend) => (
                        <option key={trend} value={trend}>
                          {t(`${K}.trends.${trend}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error("metrics") ? (
        <p role="alert" className="text-sm text-red-700">
          {error("metrics")}
        </p>
      ) : null}
      <ListAddButton
        list={list}
        isFull={isFull}
        fullMessage={t(`${K}.max`, { max: CASE_STUDY_LIMITS.metrics })}
        onAdd={() => {
          const position = list.add({ ...EMPTY }, "first");
          list.announce(t(`${K}.added`, { position }));
          onChange();
        }}
      >
        {t(`${K}.add`)}
      </ListAddButton>
      <ListAnnouncement list={list} />
    </fieldset>
  );
}
