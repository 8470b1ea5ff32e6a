// A choice question's choices inside its editor: an ordered group of French and English labels,
// added, removed and moved with the shared move buttons, submitted as `choices.0.fr`… in the
// order shown. The answers store a choice's position, so an answered question's choices can be
// renamed and added to but not removed (the server refuses; the buttons say so).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SurveyChoice } from "#db/schema";
import { useItemList } from "~/forms/use-item-list";
import type { FieldErrors } from "~/forms/validate";
import { Field } from "~/ui/field";
import { ItemButtons, ListAddButton, ListAnnouncement } from "~/ui/item-list-controls";
import { QUESTION_LIMITS } from "./rules";

const K = "admin.surveys.form.choices";

export function ChoicesField({
  defaultItems,
  errors,
  isLocked,
}: {
  defaultItems: SurveyChoice[];
  /** The form's field errors: `choices.1.en` and the group's own `choices`. */
  errors: FieldErrors;
  /** Answered already: the choices keep their positions (no move, no removal). */
  isLocked: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = useItemList<SurveyChoice>(defaultItems);
  const error = (name: string) => (errors[name] ? t(errors[name]) : null);
  const isFull = list.count >= QUESTION_LIMITS.choices;
  const choiceName = (n: number, choice: SurveyChoice) =>
    choice.fr || choice.en ? t(`${K}.item_named`, { n, label: choice.fr || choice.en }) : t(`${K}.item`, { n });

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="text-base font-semibold text-secondary">{t(`${K}.title`)}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t(isLocked ? `${K}.hint_locked` : `${K}.hint`, { count: list.count, max: QUESTION_LIMITS.choices })}
      </p>
      <ol className="flex flex-col gap-3">
        {list.items.map((item, index) => {
          const n = index + 1;
          const label = choiceName(n, item.value);
          return (
            <li key={item.key} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-secondary">{t(`${K}.item`, { n })}</p>
                {isLocked ? null : (
                  <div className="flex gap-1">
                    <ItemButtons
                      list={list}
                      itemKey={item.key}
                      position={index}
                      label={label}
                      removeLabel={t(`${K}.remove`, { label })}
                      removedMessage={t(`${K}.removed`, { label })}
                    />
                  </div>
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {(["fr", "en"] as const).map((lang) => {
                  const name = `choices.${index}.${lang}`;
                  return (
                    <Field
                      key={lang}
                      label={t(`${K}.${lang}`)}
                      name={name}
                      value={item.value[lang]}
                      maxLength={QUESTION_LIMITS.choice}
                      required
                      error={error(name)}
                      ref={lang === "fr" ? (list.itemControl(item.key, "first") as never) : undefined}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        list.update(item.key, (choice) => ({ ...choice, [lang]: value }));
                      }}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      {error("choices") ? (
        <p role="alert" className="text-sm text-red-700">
          {error("choices")}
        </p>
      ) : null}
      <ListAddButton
        list={list}
        isFull={isFull}
        fullMessage={t(`${K}.max`, { max: QUESTION_LIMITS.choices })}
        onAdd={() => {
          const position = list.add({ fr: "", en: "" }, "first");
          list.announce(t(`${K}.added`, { position }));
        }}
      >
        {t(`${K}.add`)}
      </ListAddButton>
      <ListAnnouncement list={list} />
    </fieldset>
  );
}
